import { type Page, expect, test } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import type { MembershipsConfigWire, UserByPhoneWire, UserWire } from '../adapters/http/contract/customer.codecs'
import { PATHS, pathWith } from '../adapters/http/contract/paths'
import { API_BASE } from '../adapters/http/contract/wire'
import { SEARCH_DIGITS_ONLY, SEARCH_MAX_TEN_DIGITS } from '../core/shared/messages'
import { signInAsPersona } from './support'

/*
 * The customer profile (/user) at the front desk, against the seeded sandbox. What a journey
 * expects is read from the sandbox's own answers (the user, the memberships response), never
 * from the seed's code or the clock.
 */

const WRITE = { 'x-portal-request': '1' }

const userByPhone = async (page: Page, phone: string): Promise<UserByPhoneWire> => {
  const res = await page.request.post(`${API_BASE}/${PATHS.userByPhone}`, { data: { phone }, headers: WRITE })
  expect(res.ok()).toBe(true)
  return (await res.json()) as UserByPhoneWire
}
const userById = async (page: Page, userId: string): Promise<UserWire> => {
  const res = await page.request.get(`${API_BASE}/${PATHS.userById}`, { params: { userId } })
  expect(res.ok()).toBe(true)
  return (await res.json()) as UserWire
}
const membershipsOf = async (page: Page, userId: string, centerId: number): Promise<MembershipsConfigWire> => {
  const res = await page.request.get(`${API_BASE}/${pathWith(PATHS.membershipsConfig, { userId })}`, { params: { centerId, centerServiceId: 1000 + centerId } })
  expect(res.ok()).toBe(true)
  return (await res.json()) as MembershipsConfigWire
}

const header = (page: Page) => page.getByRole('region', { name: 'Member', exact: true })
const block = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 90)}`).join(', ')}`)

test.describe('finding a customer', () => {
  test('by phone from the header: the profile loads and the phone never reaches the address or the history', async ({ page }) => {
    await signInAsPersona(page, 'owner')
    const phone = '9000000004'
    const ref = await userByPhone(page, phone)
    const user = await userById(page, ref.id)
    const config = await membershipsOf(page, ref.id, 1)
    await page.getByRole('searchbox', { name: 'Search member' }).first().fill(phone)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/user$/)
    await expect(header(page).getByRole('heading', { level: 2 })).toContainText(`${user.firstName} ${user.lastName}`)
    const table = block(page, 'Memberships').getByRole('table')
    for (const m of config.memberships.slice(0, 4)) await expect(table).toContainText(m.name)
    expect(page.url()).not.toContain(phone)
    const history = await page.evaluate(() => JSON.stringify(window.history.state))
    expect(history).not.toContain(phone)
    expect(await seriousViolations(page)).toEqual([])
  })

  test('by user id from the /user box; an 11th digit and a letter are refused at the input', async ({ page }) => {
    await signInAsPersona(page, 'owner')
    await page.goto('/user')
    const box = page.locator('#profile-search')
    await box.fill('9000000003')
    await box.press('1')
    await expect(box).toHaveValue('9000000003')
    await expect(page.getByText(SEARCH_MAX_TEN_DIGITS)).toBeVisible()
    await box.fill('')
    await box.pressSequentially('2000a')
    await expect(box).toHaveValue('2000')
    await expect(page.getByText(SEARCH_DIGITS_ONLY)).toBeVisible()
    await box.pressSequentially('03')
    const user = await userById(page, '200003')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(header(page).getByRole('heading', { level: 2 })).toContainText(`${user.firstName} ${user.lastName}`)
    await expect(header(page)).toContainText(`User id ${user.id}`)
  })

  test('?userId= loads the customer and then leaves the address; an unknown id says so in the search modal', async ({ page }) => {
    await signInAsPersona(page, 'owner')
    const user = await userById(page, '200006')
    await page.goto('/user?userId=200006&Checkins=true')
    await expect(header(page).getByRole('heading', { level: 2 })).toContainText(`${user.firstName} ${user.lastName}`)
    await expect(page).not.toHaveURL(/userId=/)
    await expect(page).toHaveURL(/Checkins=true/)
    await page.goto('/user?userId=999999')
    const modal = page.getByRole('dialog', { name: 'Search for user' })
    await expect(modal).toBeVisible()
    await expect(modal.getByRole('alert')).toContainText('User not found for ID: 999999')
  })
})
