import { expect, test } from '@playwright/test'
import { signInAs } from './support'

test('a signed-out visitor is sent to the sign-in page of the backend', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeVisible()
  await page.getByRole('link', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: /Sign in to the centre operations sandbox/ })).toBeVisible()
})

test('the owner sees the seeded centres, the first selected, and the choice survives a reload', async ({ page }) => {
  await signInAs(page, /Asha Rao · owner/)
  const selector = page.getByRole('combobox', { name: 'Centre' })
  await expect(selector).toBeVisible()
  await expect(selector.locator('option')).toHaveCount(8)
  await expect(selector).toHaveValue('1001')
  await expect(page.getByRole('heading', { name: 'Koramangala Gym' })).toBeVisible()

  await selector.selectOption({ label: 'HSR Cult · HSR Layout' })
  await expect(page.getByRole('heading', { name: 'HSR Cult' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Centre' })).toHaveValue('1003')
  await expect(page.getByRole('heading', { name: 'HSR Cult' })).toBeVisible()
})

test('a trainer sees only their own centre', async ({ page }) => {
  await signInAs(page, /Rahul Nair · trainer/)
  await expect(page.getByRole('combobox', { name: 'Centre' }).locator('option')).toHaveText(['Koramangala Gym · Koramangala'])
})

test('logging out clears the session and the kept centre', async ({ page, context }) => {
  await signInAs(page, /Asha Rao · owner/)
  await page.getByRole('combobox', { name: 'Centre' }).selectOption({ label: 'HSR Cult · HSR Layout' })
  await page.goto('/logout')
  await expect(page.getByRole('heading', { name: /Sign in to the centre operations sandbox/ })).toBeVisible()
  const cookies = await context.cookies()
  expect(cookies.map((c) => c.name)).not.toContain('portal_session')
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeVisible()
})
