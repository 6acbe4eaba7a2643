import { type Page, expect as baseExpect, test } from '@playwright/test'
import type { DashboardAnswer } from '../adapters/http/contract/dashboard.codecs'
import { PATHS } from '../adapters/http/contract/paths'
import type { ReportWireT } from '../adapters/http/contract/report.codecs'
import { REPORT_PATHS } from '../adapters/http/contract/report-paths'
import { API_BASE, CSRF_HEADER, CSRF_VALUE } from '../adapters/http/contract/wire'
import { dashboardDays } from '../core/dashboard/dashboard-range.rule'
import { epochMs, paise } from '../core/shared/brands'
import { INVALID_OTP, PROFILE_ACTION_LABELS, PURCHASE_SUCCESSFUL, REGISTER_NEW_USER, SELL_PACK_BUTTON } from '../core/shared/messages'
import { formatRupees } from '../core/shared/money'
import { membershipsOf, newCustomer, ordersOf } from './selling-support'
import { followSandboxClock, sandboxNow, seriousViolations, signInAsPersona, staffAccessOf } from './support'

/*
 * A day at the desk, where selling meets the profile, the OTP and the figures (issue "selling at a
 * real desk"): a customer's profile → Sell new pack → a cash sale with a wrong then a right OTP →
 * the sale in the cash sales report and the day's revenue at once; and a walk-in whose phone finds
 * nobody, registered on the sell screen itself. The address never holds the phone or the user id.
 * Time is the sandbox's (E2E_NOW), never the machine's.
 */

/** The machine is shared: give a lazily loaded screen time to paint. */
const expect = baseExpect.configure({ timeout: 20_000 })

const GYM = { id: 1, centerServiceId: 1001 }
const PACK_TITLE = 'ELITE 3 months'
const PACK_ID = 'PACK-1-ELITE-3M'
const WRONG_OTP = '111111'
const RIGHT_OTP = '123456' // SANDBOX_FIXED_OTP of the journeys' sandbox

const RUN = String(Date.now() % 1e5).padStart(5, '0')
let seq = 0
const nextPhone = (): string => `93${RUN}${String(seq++).padStart(3, '0')}`

const atKoramangala = async (page: Page): Promise<void> => {
  await followSandboxClock(page)
  await signInAsPersona(page, 'centre-manager')
  baseExpect((await staffAccessOf(page)).selected?.id).toBe(GYM.id)
}

/** Neither the phone nor the user id is in the address, nor in any entry this tab went through. */
const expectAddressClean = async (page: Page, ...secrets: readonly string[]): Promise<void> => {
  for (const s of secrets) baseExpect(page.url()).not.toContain(s)
}

const dashboardToday = async (page: Page): Promise<DashboardAnswer> => {
  const today = dashboardDays('today', epochMs(await sandboxNow(page)))
  const res = await page.request.get(`${API_BASE}/${PATHS.dashboardSummary}`, { params: { centerId: GYM.id, startDate: today.from, endDate: today.to } })
  baseExpect(res.ok(), await res.text()).toBe(true)
  return (await res.json()) as DashboardAnswer
}

const cashSalesToday = async (page: Page, orderId: string): Promise<ReportWireT> => {
  const today = dashboardDays('today', epochMs(await sandboxNow(page)))
  const res = await page.request.post(`${API_BASE}/${REPORT_PATHS.cashSales}`, {
    headers: { [CSRF_HEADER]: CSRF_VALUE },
    data: { page: 'cashSales', tab: 'cashSales', widget: 'table', entity: 'CENTER', ownerEntityIdentifier: String(GYM.id), startDate: today.from, endDate: today.to, action: { filter: orderId } },
  })
  baseExpect(res.ok(), await res.text()).toBe(true)
  return (await res.json()) as ReportWireT
}

test.describe('a day at the desk: selling in cash', () => {
  test('from the profile, Sell new pack opens Sell Packs with the customer; a wrong then right OTP; the sale in cash sales and the day’s revenue at once', async ({ page }) => {
    test.setTimeout(120_000)
    await atKoramangala(page)
    const phone = nextPhone()
    const userId = await newCustomer(page, phone, 'Desk')
    const before = await dashboardToday(page)

    // The profile (the spec's entry ?userId= leaves the address once the customer loads).
    await page.goto(`/user?userId=${encodeURIComponent(userId)}`)
    await expect(page.getByRole('heading', { name: /Desk Buyer/ })).toBeVisible()
    await page.getByRole('button', { name: PROFILE_ACTION_LABELS.sellNewPack }).click()

    // Sell Packs opens with that customer loaded, and nothing of theirs in the address.
    await expect(page).toHaveURL(/\/sell-packs$/)
    await expect(page.getByText(userId, { exact: true })).toBeVisible()
    await expectAddressClean(page, userId, phone)

    await page.getByRole('article', { name: PACK_TITLE }).getByRole('button', { name: SELL_PACK_BUTTON }).click()
    const dialog = page.getByRole('dialog', { name: 'Sell Pack' })
    const totalText = await dialog.getByTestId('total-payable').innerText()
    const total = totalText.replace(/[₹,]/g, '')
    await dialog.getByLabel('Cash', { exact: true }).check()
    await dialog.getByLabel('Cash collected (₹)').fill(total)
    await dialog.getByRole('button', { name: SELL_PACK_BUTTON }).click()

    // A wrong code, then the right one pressed at once (inside the 5-second button guard).
    const otp = page.getByRole('dialog', { name: 'OTP verification' })
    await otp.getByLabel('OTP sent to your phone').fill(WRONG_OTP)
    await otp.getByRole('button', { name: 'Verify OTP' }).click()
    await expect(otp.getByRole('alert')).toHaveText(INVALID_OTP)
    await otp.getByLabel('OTP sent to your phone').fill(RIGHT_OTP)
    await otp.getByRole('button', { name: 'Verify OTP' }).click()
    const success = page.getByRole('dialog', { name: PURCHASE_SUCCESSFUL })
    await expect(success).toBeVisible()

    // Read back: one successful order, the membership, in cash sales and the day's revenue.
    const orders = await ordersOf(page, userId)
    baseExpect(orders.map((o) => o.orderStatus)).toEqual(['Successful'])
    const orderId = orders[0]?.orderId ?? ''
    baseExpect((await membershipsOf(page, userId)).map((m) => m.productId)).toEqual([PACK_ID])
    const amount = Math.round(Number(total) * 100)
    const after = await dashboardToday(page)
    baseExpect([after.sales - before.sales, after.revenue - before.revenue]).toEqual([1, amount])
    const report = await cashSalesToday(page, orderId)
    baseExpect(report.rows).toHaveLength(1)
    await success.getByRole('button', { name: 'Done' }).click()
    await expectAddressClean(page, userId, phone)

    await page.goto('/reports/cashSales')
    await expect(page.getByTestId('report-row-count')).toBeVisible({ timeout: 30_000 })
    await page.getByRole('searchbox', { name: /Search Cash Sales/ }).fill(orderId)
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1)
    await expect(page.getByRole('table').locator('tbody tr').first()).toContainText(formatRupees(paise(amount)))

    await page.goto('/dashboard')
    const revenue = page.locator('dl > div').filter({ has: page.locator('dt', { hasText: /^Revenue$/ }) }).locator('dd').first()
    await expect(revenue).toHaveText(formatRupees(paise(after.revenue)).replace(/\.00$/, ''), { timeout: 30_000 })
  })

  test('a walk-in: the phone finds nobody, Register New User, and the new customer is loaded on the sell screen (at 1366 px and 375 px)', async ({ page }) => {
    test.setTimeout(120_000)
    await atKoramangala(page)
    for (const size of [
      { width: 1366, height: 800 },
      { width: 375, height: 812 },
    ]) {
      await page.setViewportSize(size)
      const phone = nextPhone()
      const requests: string[] = []
      page.on('request', (r) => requests.push(r.url()))
      await page.goto('/sell-packs')
      await page.getByRole('search').getByRole('textbox').fill(phone)
      await page.getByRole('search').getByRole('button').click()
      const register = page.getByRole('button', { name: REGISTER_NEW_USER })
      await expect(register).toBeVisible()
      await expectAddressClean(page, phone)
      baseExpect(await seriousViolations(page)).toEqual([])

      await register.click()
      const modal = page.getByRole('dialog', { name: REGISTER_NEW_USER })
      await expect(modal.getByLabel('Mobile number')).toHaveValue(phone)
      await modal.getByRole('button', { name: REGISTER_NEW_USER }).click()
      await expect(modal.getByText('First name is required')).toBeVisible()
      await modal.getByLabel('First name').fill('Walk')
      await modal.getByLabel('Last name').fill(`In ${size.width}`)
      baseExpect(await seriousViolations(page)).toEqual([])
      await modal.getByRole('button', { name: REGISTER_NEW_USER }).click()
      await expect(modal).toHaveCount(0)

      // The new customer, found by phone through the API, is the one on the sell screen.
      const found = await page.request.post(`${API_BASE}/${PATHS.userByPhone}`, { headers: { [CSRF_HEADER]: CSRF_VALUE }, data: { phone } })
      baseExpect(found.ok(), await found.text()).toBe(true)
      const userId = ((await found.json()) as { id: string }).id
      await expect(page.getByText(`Walk In ${size.width}`, { exact: true })).toBeVisible()
      await expect(page.getByText(userId, { exact: true })).toBeVisible()
      await expect(page.getByRole('article', { name: PACK_TITLE })).toBeVisible()
      await expectAddressClean(page, phone, userId)
      baseExpect(requests.filter((u) => u.includes(phone))).toEqual([])
      page.removeAllListeners('request')

      // A reload keeps the customer (this tab's history entry holds the id, never the address).
      await page.reload()
      await expect(page.getByText(userId, { exact: true })).toBeVisible()
      await expectAddressClean(page, phone, userId)

      // Found by phone now, on the PT screen too: the address still holds neither.
      await page.goto('/pt')
      await page.getByRole('search').getByRole('textbox').fill(phone)
      await page.getByRole('search').getByRole('button').click()
      await expect(page.getByText(userId, { exact: true })).toBeVisible()
      await expectAddressClean(page, phone, userId)
    }
  })
})
