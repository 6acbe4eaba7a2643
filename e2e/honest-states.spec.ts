import { expect, test } from '@playwright/test'
import { BLOCK_NOT_AUTHORIZED, TRY_AGAIN } from '../core/shared/messages'
import { seriousViolations, signInAsPersona } from './support'

/*
 * A block the signed-in staff member may not see is a permission, not a temporary failure: it says
 * so in staff words, without 'Try Again' (every route, as every persona, is swept for 'Try Again'
 * beside a 403 by persona-sweep.spec.ts). Focus and the date picker by keyboard and on a phone.
 */

test('a block the persona may not see says so in staff words', async ({ page }) => {
  await signInAsPersona(page, 'front-desk')
  const refused: string[] = []
  page.on('response', (res) => {
    if (res.status() === 403) refused.push(new URL(res.url()).pathname)
  })
  await page.goto('/user?userId=200008')
  await expect(page.locator('#content h1')).toBeVisible()
  await expect.poll(() => refused.length, { timeout: 15_000 }).toBeGreaterThan(0)
  await expect(page.getByText(BLOCK_NOT_AUTHORIZED).first()).toBeVisible()
  await expect(page.getByRole('button', { name: TRY_AGAIN })).toHaveCount(0)
})

test('by keyboard: a modal opened from a menu gives focus back to the menu button; the end date is typed dd-MM-yyyy', async ({ page }) => {
  await signInAsPersona(page, 'owner')
  await page.goto('/user?userId=200013')
  const memberships = page.getByRole('region', { name: 'Memberships', exact: true })
  const edit = memberships.getByRole('button', { name: /^Edit membership: / }).first()
  await edit.focus()
  await page.keyboard.press('Enter')
  await memberships.getByRole('button', { name: 'Change end date' }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Change end date' })
  await expect(dialog).toBeVisible()
  // The picker shows the day as dd-MM-yyyy, whatever the browser's language.
  await expect(dialog.getByLabel('End date')).toHaveValue(/^\d{2}-\d{2}-\d{4}$/)
  await dialog.getByLabel('End date').fill('31-02-2026')
  await dialog.getByLabel('End date').blur()
  await expect(dialog.getByText('Enter the date as dd-MM-yyyy, e.g. 27-11-2026')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  // The menu closed as its entry opened the modal: focus is back on the menu's button, not the page.
  await expect(edit).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(memberships.getByRole('button', { name: 'Change end date' })).toBeVisible()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('the date picker and its calendar fit a 375 px screen and axe is clean with the calendar open', async ({ page }) => {
    await signInAsPersona(page, 'owner')
    await page.goto('/user?userId=200013')
    const memberships = page.getByRole('region', { name: 'Memberships', exact: true })
    await memberships.getByRole('button', { name: /^Edit membership: / }).first().click()
    await memberships.getByRole('button', { name: 'Change end date' }).click()
    const dialog = page.getByRole('dialog', { name: 'Change end date' })
    await dialog.getByRole('button', { name: 'Open calendar' }).click()
    const calendar = dialog.getByRole('grid')
    await expect(calendar).toBeVisible()
    const box = await calendar.boundingBox()
    expect(box === null ? Infinity : box.x + box.width).toBeLessThanOrEqual(375)
    expect(await seriousViolations(page)).toEqual([])
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    await expect(calendar).toBeHidden()
    await expect(dialog.getByLabel('End date')).toHaveValue(/^\d{2}-\d{2}-\d{4}$/)
    await expect(dialog).toBeVisible()
  })
})
