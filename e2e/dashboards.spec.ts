import { type Page, type Response, expect as baseExpect, test } from '@playwright/test'
import type { DashboardAnswer } from '../adapters/http/contract/dashboard.codecs'
import { PATHS } from '../adapters/http/contract/paths'
import type { PacksAnswer } from '../adapters/http/contract/selling.codecs'
import { API_BASE } from '../adapters/http/contract/wire'
import { DASHBOARD_RANGE_CHOICES, type DashboardRangeChoice, dashboardDays } from '../core/dashboard/dashboard-range.rule'
import { buildOrderCreationRequest } from '../core/selling/order-request.builder'
import { buildManualPaymentBody } from '../core/selling/payment-body.builder'
import { epochMs, paise } from '../core/shared/brands'
import { startOfCentreDay } from '../core/shared/centre-day'
import { formatRupees } from '../core/shared/money'
import { DASHBOARD_RANGE_LABELS } from '../core/shared/messages'
import { newCustomer } from './selling-support'
import { sandboxNow, seriousViolations, signInAsPersona, verifyCashOtpFor, fitsWindow } from './support'

/*
 * Dashboards: each dashboard at a gym and at a play centre, every range; what the screen
 * shows is compared with the sandbox's own answer, and the range asked for with the core's range
 * rule as of the sandbox's clock. A cash sale made through the API shows at once, without a reseed.
 */

/** The machine is shared by several engineers' suites: give a lazily loaded screen time to paint. */
const expect = baseExpect.configure({ timeout: 30_000 })

const GYM = { id: 1, centerServiceId: 1001, cityId: 1 }
const ARENA = { centerServiceId: 1004 }
const SUMMARY = `${API_BASE}/${PATHS.dashboardSummary}`
const WRITE = { 'x-portal-request': '1', 'content-type': 'application/json' }

const chooseCentre = async (page: Page, centerServiceId: number): Promise<void> => {
  await page.context().addCookies([{ name: 'selectedCenterServiceId', value: String(centerServiceId), url: page.url() }])
}

const summaryFor = (page: Page, from: string, to: string): Promise<Response> =>
  page.waitForResponse((r) => {
    if (!r.url().startsWith(new URL(SUMMARY, page.url()).href)) return false
    const q = new URL(r.url()).searchParams
    return q.get('startDate') === from && q.get('endDate') === to && r.status() === 200
  })

const money = (p: number): string => formatRupees(paise(p)).replace(/\.00$/, '')
const count = (n: number): string => n.toLocaleString('en-IN')
const figure = (page: Page, name: string) => page.locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${name}$`) }) }).locator('dd').first()

/** The screen shows the sandbox's answer: every figure, every bucket, and (over several days) a row a day. */
const expectShows = async (page: Page, a: DashboardAnswer): Promise<void> => {
  const visits = a.visitKind === 'PLAY_BOOKINGS' ? 'Play bookings' : 'Check-ins'
  await expect(figure(page, visits)).toHaveText(count(a.visits))
  await expect(figure(page, 'Sales')).toHaveText(count(a.sales))
  await expect(figure(page, 'Revenue')).toHaveText(money(a.revenue))
  await expect(figure(page, 'PT sessions')).toHaveText(count(a.ptSessions))
  await expect(figure(page, 'Leads due')).toHaveText(count(a.leadsDue))
  await expect(figure(page, 'Renewals due')).toHaveText(count(a.renewalsDue))
  const buckets = page.getByRole('region', { name: `${visits} by time of day` }).getByRole('table')
  for (const b of a.visitsByTimeOfDay) {
    const words = (h: number) => `${h % 12 === 0 ? 12 : h % 12} ${h < 12 ? 'AM' : 'PM'}`
    await expect(buckets.getByRole('row', { name: new RegExp(`^${words(b.fromHour)} – ${words(b.toHour)}`) }).getByRole('cell')).toHaveText(count(b.count))
  }
  const byDay = page.getByRole('region', { name: `${visits} and revenue by day` })
  if (a.days.length < 2) await expect(byDay).toHaveCount(0)
  else {
    await expect(byDay.getByRole('table').getByRole('row')).toHaveCount(a.days.length + 1)
    await expect(byDay.getByRole('img')).toBeVisible()
  }
}

/** Opens a dashboard and goes through the range choices, checking each against the sandbox's answer. */
const walkRanges = async (page: Page, path: string, title: string, choices: readonly DashboardRangeChoice[], shot: string): Promise<void> => {
  const now = epochMs(await sandboxNow(page))
  const today = dashboardDays('today', now)
  // The page signed in on may be a dashboard asking for the same figures: let its calls end first, so
  // the answer awaited is the one of the page opened below, not one whose page is navigated away.
  await page.waitForLoadState('networkidle')
  const first = summaryFor(page, today.from, today.to)
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expectShows(page, (await (await first).json()) as DashboardAnswer)
  await expect(page.getByRole('radio', { name: DASHBOARD_RANGE_LABELS.today })).toBeChecked()
  for (const choice of choices) {
    const days = dashboardDays(choice, now)
    const answer = summaryFor(page, days.from, days.to)
    await page.getByRole('radio', { name: DASHBOARD_RANGE_LABELS[choice] }).check()
    await expect(page.getByRole('radio', { name: DASHBOARD_RANGE_LABELS[choice] })).toBeChecked()
    const a = (await (await answer).json()) as DashboardAnswer
    expect([a.startDate, a.endDate]).toEqual([days.from, days.to])
    await expectShows(page, a)
  }
  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: `test-results/dashboards-${shot}-desktop.png`, fullPage: true })
  await page.setViewportSize({ width: 375, height: 812 })
  await expect(page.getByRole('region', { name: 'Figures' })).toBeVisible()
  await fitsWindow(page, 375)
  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: `test-results/dashboards-${shot}-phone.png`, fullPage: true })
}

test.describe('dashboards', () => {
  // Each journey walks several ranges of a screen loaded lazily on a shared, busy machine.
  test.describe.configure({ timeout: 120_000 })

  test('the Overall Dashboard of a gym, every range, shows the sandbox’s figures', async ({ page }) => {
    await signInAsPersona(page, 'owner')
    await chooseCentre(page, GYM.centerServiceId)
    await walkRanges(page, '/dashboard', 'Overall Dashboard', DASHBOARD_RANGE_CHOICES.filter((c) => c !== 'today'), 'gym')
  })

  test('the Play Dashboard and the Dashboard of a play centre show play bookings', async ({ page }) => {
    await signInAsPersona(page, 'owner')
    await chooseCentre(page, ARENA.centerServiceId)
    await walkRanges(page, '/homepage', 'Play Dashboard', ['last7Days', 'monthToDate'], 'play')
    await page.setViewportSize({ width: 1366, height: 800 })
    await walkRanges(page, '/dash', 'Dashboard', ['last30Days'], 'play-dash')
  })

  test('a cash sale made through the API shows on the dashboard at once, without a reseed', async ({ page }) => {
    await signInAsPersona(page, 'owner')
    await chooseCentre(page, GYM.centerServiceId)
    const now = await sandboxNow(page)
    const today = dashboardDays('today', epochMs(now))
    // As in walkRanges: the page signed in on may ask for the same figures; let its calls end first.
    await page.waitForLoadState('networkidle')
    const before = summaryFor(page, today.from, today.to)
    await page.goto('/dashboard')
    const a = (await (await before).json()) as DashboardAnswer
    await expectShows(page, a)

    const packs = (await (await page.request.get(`${API_BASE}/${PATHS.packs}`, { params: { centerId: String(GYM.id) } })).json()) as PacksAnswer
    const pack = packs.packs[0]
    if (pack === undefined) throw new Error('the gym sells no pack')
    const userId = await newCustomer(page, `94${String(now % 100_000_000).padStart(8, '0')}`, 'Dashboard')
    const request = buildOrderCreationRequest({
        userId,
        deviceId: 'e2e',
        source: 'CENTER_PORTAL',
        cityId: GYM.cityId,
        esoOfferIds: [],
        products: [{ productId: pack.id, startDate: epochMs(now) }],
        centerId: GYM.id,
        centerServiceCenterId: GYM.centerServiceId,
        createdBy: 'staff-owner',
        isOnboardingSession: false,
      })
    // The wire body of a one-pack cash order, as the order desk's HTTP adapter writes it.
    const order = {
      ...request,
      esoOfferIds: [],
      orderProducts: request.orderProducts.map((p) => ({ productId: p.productId, quantity: p.quantity, option: { startDate: startOfCentreDay(p.option.startDate), centerId: p.option.centerId } })),
    }
    const amount = Math.round(pack.price.sellingPrice * 100)
    const cash = buildManualPaymentBody([{ kind: 'CASH', amount: paise(amount) }])
    await verifyCashOtpFor(page, 'owner', userId, amount)
    const sold = await page.request.post(`${API_BASE}/${PATHS.createCashOrder}`, {
      headers: { ...WRITE, 'idempotency-key': `dash-${now}` },
      data: { orderReqBody: order, paymentSuccessReqBody: { channel: cash.channel, currency: cash.currency, paymentModes: cash.paymentModes } },
    })
    expect(sold.ok(), await sold.text()).toBe(true)
    expect(((await sold.json()) as { status: string }).status).toBe('PAYMENT_COMPLETED')

    const after = summaryFor(page, today.from, today.to)
    await page.reload()
    const b = (await (await after).json()) as DashboardAnswer
    expect([b.sales, b.revenue]).toEqual([a.sales + 1, a.revenue + amount])
    await expectShows(page, b)
  })
})
