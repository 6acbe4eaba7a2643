import type { Page } from '@playwright/test'

/** Signs in through the sandbox's persona page, as a member of staff would. */
export const signInAs = async (page: Page, personaName: RegExp | string): Promise<void> => {
  await page.goto('/sign-in')
  await page.getByRole('button', { name: personaName }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'))
}
