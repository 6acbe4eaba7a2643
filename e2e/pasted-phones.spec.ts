import { expect, test } from '@playwright/test'
import { DEMO } from '../sandbox/seed/profile'
import { signInAsPersona } from './support'

/*
 * Phones as people paste them ('+91 90000 00004', '090000-00004 '): the header search and the
 * selling screens' customer lookup find the customer, never a 'User not found for ID: +91 ...'.
 */

const member = DEMO.activeOver30

test('a pasted phone finds the customer from the header search and on Sell Packs', async ({ page }) => {
  test.setTimeout(60_000)
  await signInAsPersona(page, 'owner')
  const name = new RegExp(member.first)

  const search = page.getByRole('searchbox', { name: 'Search member' }).first()
  await search.click()
  await page.keyboard.insertText(`+91 ${member.phone.slice(0, 5)} ${member.phone.slice(5)} `)
  await expect(search).toHaveValue(member.phone)
  await search.press('Enter')
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible({ timeout: 20_000 })

  await page.goto('/sell-packs')
  await page.getByLabel('Customer user id or 10-digit phone').fill(`0${member.phone.slice(0, 5)}-${member.phone.slice(5)} `)
  await page.getByRole('button', { name: 'Find customer' }).click()
  await expect(page.locator('#content')).toContainText(`${member.first} ${member.last}`, { timeout: 20_000 })
  await expect(page.locator('#content')).not.toContainText('User not found')
})
