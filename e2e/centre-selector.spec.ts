import { expect, test } from '@playwright/test'
import { signInAs } from './support'

test('a visitor who has not signed in goes straight to the sign-in page of the backend', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: /Sign in to the centre operations sandbox/ })).toBeVisible()
})

test('the owner sees the seeded centres, the first selected, and the choice survives a reload', async ({ page }) => {
  await signInAs(page, /Asha Rao · owner/)
  const selector = page.getByRole('button', { name: /^Centre/ })
  await expect(selector).toContainText('Koramangala Gym')
  await selector.click()
  await expect(page.getByRole('option')).toHaveCount(8)
  await page.getByRole('combobox', { name: 'Search centres by name or locality' }).fill('hsr layout')
  await expect(page.getByRole('option')).toHaveCount(1)
  await page.keyboard.press('Enter')
  await expect(selector).toContainText('HSR Cult')
  await page.reload()
  await expect(page.getByRole('button', { name: /^Centre/ })).toContainText('HSR Cult')
})

test('a trainer sees only their own centre', async ({ page }) => {
  await signInAs(page, /Rahul Nair · trainer/)
  await page.getByRole('button', { name: /^Centre/ }).click()
  await expect(page.getByRole('option')).toHaveText([/Koramangala Gym/])
})

test('logging out from the menu clears the session and the kept centre', async ({ page, context }) => {
  await signInAs(page, /Asha Rao · owner/)
  await page.getByRole('button', { name: /^Centre/ }).click()
  await page.getByRole('option', { name: /HSR Cult/ }).click()
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Log Out' }).click()
  await expect(page.getByRole('heading', { name: /Sign in to the centre operations sandbox/ })).toBeVisible()
  const cookies = await context.cookies()
  expect(cookies.map((c) => c.name)).not.toContain('portal_session')
  expect(cookies.map((c) => c.name)).not.toContain('selectedCenterServiceId')
  await page.goto('/')
  await expect(page.getByRole('heading', { name: /Sign in to the centre operations sandbox/ })).toBeVisible()
})
