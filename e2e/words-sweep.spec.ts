import { expect, test } from '@playwright/test'
import { rawCodesIn } from '../tests/support/raw-codes'
import { readText, settled, trackRequests } from './sweep-support'
import { signInAsPersona } from './support'

/*
 * Words, not codes: profiles with orders and PT sessions in every status, Order Details and the
 * payment links (every screen of the route table, as every persona at every type of centre, is
 * swept by persona-sweep.spec.ts). What a person reads must not hold a raw code: an underscored
 * upper-case code ('SOCIAL_MEDIA') or a status word in capitals ('PAID', 'HOT').
 */

test.describe.configure({ mode: 'serial' })

test('the profile, Order Details and the payment links read in words', async ({ page }) => {
  test.setTimeout(90_000)
  const inFlight = trackRequests(page)
  await signInAsPersona(page, 'owner')
  // Orders in every status (Paid, Pending, Failed, Partly refunded).
  await page.goto('/user?userId=200004')
  await expect(page.getByRole('region', { name: 'Orders', exact: true })).toBeVisible({ timeout: 20_000 })
  await settled(page, inFlight)
  expect(rawCodesIn(await readText(page, '#content'))).toEqual([])
  const orders = page.getByRole('region', { name: 'Orders', exact: true })
  await orders.getByRole('button', { name: /^Order Details: / }).first().click()
  const details = page.getByRole('dialog', { name: 'Order Details' })
  await expect(details.getByText('Amount payable')).toBeVisible()
  await settled(page, inFlight)
  expect(rawCodesIn(await readText(page, '[role="dialog"]'))).toEqual([])
  await page.keyboard.press('Escape')

  // PT sessions in every status, a PT pack and its trainer.
  await page.goto('/user?userId=200008')
  await expect(page.getByRole('region', { name: 'Orders', exact: true })).toBeVisible({ timeout: 20_000 })
  await settled(page, inFlight)
  expect(rawCodesIn(await readText(page, '#content'))).toEqual([])

  // The payment links the seed sent (status CREATED) and one it let expire.
  await page.goto('/user?userId=200003')
  const actions = page.getByRole('navigation', { name: 'Actions' })
  await actions.getByRole('button', { name: /More actions/ }).click({ timeout: 20_000 })
  await actions.getByRole('button', { name: 'Generate payment link' }).click()
  const links = page.getByRole('dialog', { name: 'Payment Links' })
  await links.getByLabel('Amount (₹)').fill('1499')
  await links.getByLabel('Reason').selectOption('Membership purchase')
  await links.getByRole('button', { name: 'Generate link' }).click()
  await expect(links.getByRole('table')).toBeVisible()
  await settled(page, inFlight)
  const linksText = await readText(page, '[role="dialog"]')
  expect(rawCodesIn(linksText), linksText).toEqual([])
})
