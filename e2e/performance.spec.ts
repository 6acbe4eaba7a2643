import { type Page, type Response, expect as baseExpect, test } from '@playwright/test'
import { PATHS } from '../adapters/http/contract/paths'
import { PERFORMANCE_PATHS, pqsMetricPath } from '../adapters/http/contract/performance-paths'
import type { IframeUrlAnswer, MyPerformanceAnswer, PqsMetricAnswer, TrainingSessionsAnswer } from '../adapters/http/contract/performance.codecs'
import type { PacksAnswer } from '../adapters/http/contract/selling.codecs'
import { API_BASE } from '../adapters/http/contract/wire'
import { dashboardDays } from '../core/dashboard/dashboard-range.rule'
import { PQS_METRICS } from '../core/performance/pqs-metrics'
import { buildOrderCreationRequest } from '../core/selling/order-request.builder'
import { buildManualPaymentBody } from '../core/selling/payment-body.builder'
import { epochMs, paise } from '../core/shared/brands'
import { startOfCentreDay } from '../core/shared/centre-day'
import { formatRupees } from '../core/shared/money'
import { DASHBOARD_RANGE_LABELS, NOT_AUTHORIZED, SCORE_FRAME_TITLE, TRAINING_OUTCOME_WORDS } from '../core/shared/messages'
import { newCustomer } from './selling-support'
import { sandboxNow, seriousViolations, signInAsPersona, verifyCashOtpFor, fitsWindow } from './support'

/*
 * Performance and training: My Performance, the PQS metric detail, the CM Score's
 * embedded page and CM Training, each at its gate (allowed and refused, on screen and on the
 * server). What the screens show is compared with the sandbox's own answers; a cash sale made
 * through the API shows in My Performance without a reseed.
 */

/** The machine is shared by several engineers' suites: give a lazily loaded screen time to paint. */
const expect = baseExpect.configure({ timeout: 30_000 })

const GYM = { id: 1, centerServiceId: 1001, cityId: 1 }
const HSR_CULT = { id: 3, centerServiceId: 1003 }
const WRITE = { 'x-portal-request': '1', 'content-type': 'application/json' }

const chooseCentre = async (page: Page, centerServiceId: number): Promise<void> => {
  await page.context().addCookies([{ name: 'selectedCenterServiceId', value: String(centerServiceId), url: page.url() }])
}

const answerOf = (page: Page, path: string, from?: string, to?: string): Promise<Response> =>
  page.waitForResponse((r) => {
    if (!r.url().startsWith(new URL(`${API_BASE}/${path}`, page.url()).href) || r.status() !== 200) return false
    const q = new URL(r.url()).searchParams
    return from === undefined || (q.get('startDate') === from && q.get('endDate') === to)
  })

const money = (p: number): string => formatRupees(paise(p)).replace(/\.00$/, '')
const count = (n: number): string => n.toLocaleString('en-IN')
const figure = (page: Page, name: string) => page.locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${name}$`) }) }).locator('dd').first()
const title = (page: Page) => page.locator('#content h1')

/** Axe clean and a screenshot at desktop size, then the same at phone size with nothing wider than the phone. */
const checkAndShoot = async (page: Page, shot: string, visible: () => Promise<void>): Promise<void> => {
  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: `test-results/performance-${shot}-desktop.png`, fullPage: true })
  await page.setViewportSize({ width: 375, height: 812 })
  await visible()
  // A chart follows its box's new width on the next ResizeObserver callback: wait for the page to fit.
  await fitsWindow(page, 375)
  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: `test-results/performance-${shot}-phone.png`, fullPage: true })
  await page.setViewportSize({ width: 1366, height: 800 })
}

const expectMine = async (page: Page, a: MyPerformanceAnswer): Promise<void> => {
  await expect(figure(page, 'Sales made')).toHaveText(count(a.sales))
  await expect(figure(page, 'Revenue')).toHaveText(money(a.revenue))
  await expect(figure(page, 'Of which cash')).toHaveText(money(a.cashRevenue))
  await expect(figure(page, 'Pitches recorded')).toHaveText(count(a.pitches))
  await expect(figure(page, 'Leads converted')).toHaveText(count(a.leadsConverted))
  await expect(figure(page, 'PT sessions at the centre')).toHaveText(count(a.ptSessions))
  const byDay = page.getByRole('region', { name: 'Your sales and revenue by day' })
  if (a.days.length < 2) await expect(byDay).toHaveCount(0)
  else {
    await expect(byDay.getByRole('table').getByRole('row')).toHaveCount(a.days.length + 1)
    await expect(byDay.getByRole('img')).toBeVisible()
  }
}

/** A paid cash sale of the gym's first pack, made through the API by the signed-in centre manager. */
const sellAsCentreManager = async (page: Page, now: number): Promise<number> => {
  const packs = (await (await page.request.get(`${API_BASE}/${PATHS.packs}`, { params: { centerId: String(GYM.id) } })).json()) as PacksAnswer
  const pack = packs.packs[0]
  if (pack === undefined) throw new Error('the gym sells no pack')
  const userId = await newCustomer(page, `95${String(now % 100_000_000).padStart(8, '0')}`, 'Performance')
  const request = buildOrderCreationRequest({
    userId,
    deviceId: 'e2e',
    source: 'CENTER_PORTAL',
    cityId: GYM.cityId,
    esoOfferIds: [],
    products: [{ productId: pack.id, startDate: epochMs(now) }],
    centerId: GYM.id,
    centerServiceCenterId: GYM.centerServiceId,
    createdBy: 'staff-cm',
    isOnboardingSession: false,
  })
  const order = {
    ...request,
    esoOfferIds: [],
    orderProducts: request.orderProducts.map((p) => ({ productId: p.productId, quantity: p.quantity, option: { startDate: startOfCentreDay(p.option.startDate), centerId: p.option.centerId } })),
  }
  const amount = Math.round(pack.price.sellingPrice * 100)
  const cash = buildManualPaymentBody([{ kind: 'CASH', amount: paise(amount) }])
  await verifyCashOtpFor(page, 'centre-manager', userId, amount)
  const sold = await page.request.post(`${API_BASE}/${PATHS.createCashOrder}`, {
    headers: { ...WRITE, 'idempotency-key': `perf-${now}` },
    data: { orderReqBody: order, paymentSuccessReqBody: { channel: cash.channel, currency: cash.currency, paymentModes: cash.paymentModes } },
  })
  expect(sold.ok(), await sold.text()).toBe(true)
  expect(((await sold.json()) as { status: string }).status).toBe('PAYMENT_COMPLETED')
  return amount
}

const refusedOnServer = async (page: Page, path: string, params: Record<string, string>): Promise<void> => {
  const r = await page.request.get(`${API_BASE}/${path}`, { params })
  expect(r.status(), await r.text()).toBe(403)
}

test.describe('performance and training', () => {
  test.describe.configure({ timeout: 120_000 })

  test('My Performance shows the centre manager’s own figures, and a sale made through the API at once', async ({ page }) => {
    await signInAsPersona(page, 'centre-manager')
    await chooseCentre(page, GYM.centerServiceId)
    const now = await sandboxNow(page)
    const today = dashboardDays('today', epochMs(now))
    const first = answerOf(page, PERFORMANCE_PATHS.myPerformance, today.from, today.to)
    await page.goto('/cm-performance')
    await expect(page.getByRole('heading', { level: 1, name: 'My Performance' })).toBeVisible()
    const a = (await (await first).json()) as MyPerformanceAnswer
    expect(a.staffName).toBe('Vikram Shetty')
    await expectMine(page, a)

    const month = dashboardDays('last30Days', epochMs(now))
    const wide = answerOf(page, PERFORMANCE_PATHS.myPerformance, month.from, month.to)
    await page.getByRole('radio', { name: DASHBOARD_RANGE_LABELS.last30Days }).check()
    const m = (await (await wide).json()) as MyPerformanceAnswer
    expect([m.startDate, m.endDate]).toEqual([month.from, month.to])
    // The dashboards seed's sales at Koramangala were taken by the centre manager: the figures are not all zero.
    expect(m.sales).toBeGreaterThan(0)
    await expectMine(page, m)
    await checkAndShoot(page, 'mine', () => expect(page.getByRole('region', { name: 'Your figures' })).toBeVisible())

    await page.getByRole('radio', { name: DASHBOARD_RANGE_LABELS.today }).check()
    await expectMine(page, a)
    const amount = await sellAsCentreManager(page, now)
    const after = answerOf(page, PERFORMANCE_PATHS.myPerformance, today.from, today.to)
    await page.reload()
    const b = (await (await after).json()) as MyPerformanceAnswer
    expect([b.sales, b.revenue, b.cashRevenue]).toEqual([a.sales + 1, a.revenue + amount, a.cashRevenue + amount])
    await expectMine(page, b)
  })

  test('My Performance is refused to a trainer, on screen and on the server', async ({ page }) => {
    await signInAsPersona(page, 'trainer')
    await page.goto('/cm-performance')
    await expect(title(page)).toHaveText(NOT_AUTHORIZED)
    const today = dashboardDays('today', epochMs(await sandboxNow(page)))
    await refusedOnServer(page, PERFORMANCE_PATHS.myPerformance, { centerId: String(GYM.id), startDate: today.from, endDate: today.to })
  })

  test('a PQS metric shows its definition, its value against target, a chart by day and the records behind it', async ({ page }) => {
    await signInAsPersona(page, 'owner')
    await chooseCentre(page, GYM.centerServiceId)
    const range = dashboardDays('last30Days', epochMs(await sandboxNow(page)))
    for (const metric of PQS_METRICS) {
      const answer = answerOf(page, pqsMetricPath(metric.id), range.from, range.to)
      if (metric.id === PQS_METRICS[0].id) await page.goto(`/PQS/metricDetails/${metric.id}`)
      else await page.getByRole('navigation', { name: 'PQS metrics' }).getByRole('link', { name: metric.name }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'PQS Metric Details' })).toBeVisible()
      const d = (await (await answer).json()) as PqsMetricAnswer
      expect([d.id, d.name, d.startDate, d.endDate]).toEqual([metric.id, metric.name, range.from, range.to])
      await expect(page.getByRole('heading', { level: 2, name: d.name })).toBeVisible()
      await expect(page.getByText(d.definition)).toBeVisible()
      await expect(figure(page, 'Value')).toHaveText(d.percent === null ? 'No data' : `${d.percent}%`)
      await expect(figure(page, 'Target')).toHaveText(`${d.targetPercent}%`)
      await expect(figure(page, 'Counted')).toHaveText(count(d.counted))
      await expect(figure(page, 'Out of')).toHaveText(count(d.total))
      const overTime = page.getByRole('region', { name: 'Value over time' })
      await expect(overTime.getByRole('img')).toBeVisible()
      await expect(overTime.getByRole('table').getByRole('row')).toHaveCount(d.days.length + 1)
      const records = page.getByRole('region', { name: 'Records behind the metric' })
      if (d.total === 0) await expect(records.getByText('Nothing here')).toBeVisible()
      else {
        await expect(records.getByRole('table').locator('tbody tr')).toHaveCount(Math.min(25, d.total))
        await expect(records.getByTestId('pqs-page')).toHaveText(`1 / ${Math.ceil(d.total / 25)}`)
        await expect(records.getByRole('table').locator('tbody tr').first().getByRole('rowheader')).toHaveText(d.rows[0]?.reference ?? '')
      }
      if (metric.id === PQS_METRICS[0].id) {
        expect(d.total).toBeGreaterThan(0)
        await checkAndShoot(page, 'pqs', () => expect(page.getByRole('region', { name: 'Value over time' })).toBeVisible())
      }
    }
  })

  test('the PQS detail is refused at a cult centre, on screen and on the server', async ({ page }) => {
    await signInAsPersona(page, 'owner')
    await chooseCentre(page, HSR_CULT.centerServiceId)
    await page.goto('/PQS/metricDetails/1')
    await expect(title(page)).toHaveText(NOT_AUTHORIZED)
    const range = dashboardDays('last30Days', epochMs(await sandboxNow(page)))
    await refusedOnServer(page, pqsMetricPath(1), { centerId: String(HSR_CULT.id), startDate: range.from, endDate: range.to })
  })

  test('CM Score embeds the sandbox’s signed score page for a CLT employee; a tampered link is refused', async ({ page }) => {
    await signInAsPersona(page, 'internal-cm')
    await chooseCentre(page, HSR_CULT.centerServiceId)
    const answer = answerOf(page, PERFORMANCE_PATHS.scoreIframeUrl)
    await page.goto('/cm-score')
    await expect(page.getByRole('heading', { level: 1, name: 'CM Score' })).toBeVisible()
    const s = (await (await answer).json()) as IframeUrlAnswer
    expect(s.expiresAt).toBeGreaterThan(await sandboxNow(page))
    const frame = page.locator(`iframe[title="${SCORE_FRAME_TITLE}"]`)
    await expect(frame).toHaveAttribute('src', s.iframeUrl)
    const inside = page.frameLocator(`iframe[title="${SCORE_FRAME_TITLE}"]`)
    await expect(inside.getByRole('heading', { level: 1, name: 'CM Score: Farah Khan, HSR Cult' })).toBeVisible()
    await expect(inside.getByTestId('cm-score')).toHaveText(/^(\d{1,3} \/ 100|No score yet)$/)
    await expect(inside.getByRole('table').getByRole('row')).toHaveCount(1 + 1 + PQS_METRICS.length)
    await checkAndShoot(page, 'score', () => expect(page.locator(`iframe[title="${SCORE_FRAME_TITLE}"]`)).toBeVisible())

    const tampered = new URL(s.iframeUrl, page.url())
    tampered.searchParams.set('centre', '6')
    expect((await page.request.get(tampered.href)).status()).toBe(403)
  })

  test('CM Score is refused to staff without a CLT employee id, on screen and on the server', async ({ page }) => {
    await signInAsPersona(page, 'owner')
    await chooseCentre(page, HSR_CULT.centerServiceId)
    await page.goto('/cm-score')
    await expect(title(page)).toHaveText(NOT_AUTHORIZED)
    await refusedOnServer(page, PERFORMANCE_PATHS.scoreIframeUrl, { centerId: String(HSR_CULT.id) })
  })

  test('CM Training lists the centre manager’s practice sessions, newest first', async ({ page }) => {
    await signInAsPersona(page, 'centre-manager')
    await chooseCentre(page, GYM.centerServiceId)
    const answer = answerOf(page, PERFORMANCE_PATHS.trainingSessions)
    await page.goto('/voice-agent')
    await expect(page.getByRole('heading', { level: 1, name: 'CM Training' })).toBeVisible()
    const a = (await (await answer).json()) as TrainingSessionsAnswer
    expect(a.sessions.length).toBeGreaterThan(0)
    const cards = page.getByRole('region', { name: 'Your training sessions' }).getByRole('listitem')
    await expect(cards).toHaveCount(a.sessions.length)
    for (const [i, s] of a.sessions.entries()) {
      const card = cards.nth(i)
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(s.scenario)
      await expect(card.getByTestId('training-score')).toHaveText(String(s.score))
      await expect(card).toContainText(TRAINING_OUTCOME_WORDS[s.outcome])
      await expect(card).toContainText(s.feedback)
    }
    const passed = a.sessions.filter((x) => x.outcome === 'PASSED').length
    await expect(page.getByTestId('training-summary')).toContainText(`${a.sessions.length} sessions, ${passed} passed`)
    await checkAndShoot(page, 'training', () => expect(page.getByRole('region', { name: 'Your training sessions' })).toBeVisible())
  })

  test('CM Training is refused to staff without the training permission, on screen and on the server', async ({ page }) => {
    await signInAsPersona(page, 'internal-cm')
    await page.goto('/voice-agent')
    await expect(title(page)).toHaveText(NOT_AUTHORIZED)
    await refusedOnServer(page, PERFORMANCE_PATHS.trainingSessions, { centerId: String(HSR_CULT.id) })
  })
})
