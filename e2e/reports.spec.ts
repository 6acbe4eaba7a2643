import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { type Locator, type Page, expect, test } from '@playwright/test'
import Papa from 'papaparse'
import type { ReportWireT } from '../adapters/http/contract/report.codecs'
import { REPORT_PATHS } from '../adapters/http/contract/report-paths'
import { PATHS } from '../adapters/http/contract/paths'
import { API_BASE, CSRF_HEADER, CSRF_VALUE } from '../adapters/http/contract/wire'
import { ROUTES } from '../core/access/route-map'
import type { ReportKind } from '../core/reports/report'
import { REPORTS_OF_ROUTE, REPORT_TITLES } from '../core/reports/report-catalogue'
import { cellText } from '../core/reports/report-cells.rule'
import type { ReportRequest } from '../core/reports/report-query.rule'
import { epochMs } from '../core/shared/brands'
import { addDays, centreDayOf } from '../core/shared/centre-day'
import * as M from '../core/shared/messages'
import { sandboxNow, signInAsPersona, verifyCashOtpFor, fitsWindow } from './support'

/*
 * Every report route as the owner: open it, read its table, sort, page, search and export CSV (the
 * file's rows are the table's). What the journeys expect comes from the sandbox's own answers (the
 * report calls with the same query) and its clock, never from the hour the suite runs at.
 */

const MAIN_GYM = { id: 1, centerServiceId: 1001 }
const HYBRID = { id: 6, centerServiceId: 1006 } // in the CPL and pilates-report lists
const centreOf = (route: string) => (route === '/reports/CPL' || route === '/reports/pilatesConsumption' ? HYBRID : MAIN_GYM)

const selectCentre = async (page: Page, centerServiceId: number): Promise<void> => {
  await page.context().addCookies([{ name: 'selectedCenterServiceId', value: String(centerServiceId), url: new URL(page.url()).origin }])
}

/** The report query builder's body (part 3 §3) for a request, as the portal sends it. */
const queryOf = (r: ReportRequest) => ({
  page: ROUTE_PAGE[r.kind],
  tab: r.kind,
  widget: 'table',
  entity: 'CENTER',
  ownerEntityIdentifier: String(r.centreId),
  startDate: r.from,
  endDate: r.to,
  ...(r.kind === 'revenueTarget' ? { targetMetricIdentifier: 'REVENUE' } : {}),
  ...(r.filter === undefined ? {} : { action: { filter: r.filter } }),
})
const ROUTE_PAGE = Object.fromEntries(
  Object.entries(REPORTS_OF_ROUTE)
    .filter(([route]) => route !== '/reports/v1settlements')
    .flatMap(([route, kinds]) => kinds.map((k) => [k, route.slice('/reports/'.length)])),
) as Record<ReportKind, string>

/** The sandbox's answer to a report, asked with the page's session. */
const reportFromApi = async (page: Page, r: ReportRequest): Promise<ReportWireT> => {
  const res = await page.request.post(`${API_BASE}/${REPORT_PATHS[r.kind]}`, { data: queryOf(r), headers: { [CSRF_HEADER]: CSRF_VALUE } })
  expect(res.ok(), await res.text()).toBe(true)
  return (await res.json()) as ReportWireT
}

const todayOf = async (page: Page): Promise<string> => centreDayOf(epochMs(await sandboxNow(page)))
const lastMonth = async (page: Page, kind: ReportKind, centreId: number, over: Partial<ReportRequest> = {}): Promise<ReportRequest> => {
  const today = await todayOf(page)
  return { kind, centreId, from: addDays(today, -29), to: today, ...over }
}

const table = (page: Page): Locator => page.getByRole('table')
const bodyRows = (page: Page): Locator => table(page).locator('tbody tr')
const cellsOf = async (row: Locator): Promise<string[]> => (await row.locator('td').allTextContents()).map((t) => t.trim())
const rowCount = (page: Page): Locator => page.getByTestId('report-row-count')

const seriousViolations = async (page: Page): Promise<string[]> =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)

/** Exports the CSV and answers its lines (header first). */
const exportCsv = async (page: Page): Promise<string[][]> => {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: M.REPORT_EXPORT_CSV }).click()])
  const file = await download.path()
  return Papa.parse<string[]>(readFileSync(file, 'utf8'), { skipEmptyLines: true }).data
}

// Reports load a lazy screen, the composition root and the report's gateway on a shared 2-core
// machine: give a first answer room (what is asserted never depends on timing).
const LOADED = { timeout: 30_000 }

test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000)
  await signInAsPersona(page, 'owner')
})

test('every report route opens its report; the exported CSV holds exactly the rows the table shows', async ({ page }) => {
  test.setTimeout(240_000)
  for (const [route, kinds] of Object.entries(REPORTS_OF_ROUTE)) {
    const centre = centreOf(route)
    await selectCentre(page, centre.centerServiceId)
    await page.goto(route)
    const title = ROUTES.find((r) => r.path === route)?.title ?? ''
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(LOADED)
    for (const kind of kinds) {
      if (kinds.length > 1) await page.getByRole('tab', { name: REPORT_TITLES[kind], exact: true }).click()
      const api = await reportFromApi(page, await lastMonth(page, kind, centre.id))
      await expect(rowCount(page)).toHaveText(M.reportRowCount(api.rows.length, api.rows.length), LOADED)
      const lines = await exportCsv(page)
      expect(lines[0], `${route} ${kind}`).toEqual(api.columns.map((c) => c.label))
      expect(lines.length - 1, `${route} ${kind}`).toBe(api.rows.length)
      if (api.rows.length === 0) {
        await expect(table(page).getByText(M.EMPTY_TABLE)).toBeVisible()
        continue
      }
      // The first page on screen, cell by cell, is the file's first lines as staff read them.
      const shown = await bodyRows(page).count()
      for (let i = 0; i < Math.min(shown, 5); i++) {
        const fromFile = api.columns.map((c, j) => {
          const v = lines[i + 1]?.[j] ?? ''
          return cellText(c, v === '' ? null : c.type === 'money' ? Math.round(Number(v) * 100) : c.type === 'text' || c.type === 'date' ? v : Number(v))
        })
        expect(await cellsOf(bodyRows(page).nth(i)), `${route} ${kind} row ${i + 1}`).toEqual(fromFile)
      }
    }
  }
})

test('sort, page and search a report; its export holds every row of the days, never the search', async ({ page }) => {
  await page.goto('/reports/revenue')
  const q = await lastMonth(page, 'revenue', MAIN_GYM.id)
  const api = await reportFromApi(page, q)
  await expect(page.getByTestId('report-page')).toHaveText('1 / 2', LOADED)
  await expect(bodyRows(page)).toHaveCount(25)
  await page.getByRole('button', { name: M.REPORT_NEXT_PAGE }).click()
  await expect(page.getByTestId('report-page')).toHaveText('2 / 2')
  await expect(bodyRows(page)).toHaveCount(api.rows.length - 25)

  // Sort by Revenue: ascending, then descending (the biggest day first).
  const header = page.getByRole('columnheader', { name: /Revenue/ })
  await header.getByRole('button').click()
  await expect(header).toHaveAttribute('aria-sort', 'ascending')
  await expect(page.getByTestId('report-page')).toHaveText('1 / 2')
  await header.getByRole('button').click()
  await expect(header).toHaveAttribute('aria-sort', 'descending')
  const best = Math.max(...api.rows.map((r) => Number(r.revenue)))
  const revenueColumn = api.columns.find((c) => c.key === 'revenue')
  if (revenueColumn === undefined) throw new Error('no revenue column')
  await expect(bodyRows(page).first().locator('td').last()).toHaveText(cellText(revenueColumn, best))

  // Search cash sales by a member the sandbox lists, in lower case: the same rows as the sandbox's search.
  await page.goto('/reports/cashSales')
  const sales = await reportFromApi(page, await lastMonth(page, 'cashSales', MAIN_GYM.id))
  const member = String(sales.rows[0]?.member ?? '')
  const found = await reportFromApi(page, await lastMonth(page, 'cashSales', MAIN_GYM.id, { filter: member }))
  await expect(rowCount(page)).toHaveText(`${sales.rows.length} rows`, LOADED)
  await page.getByRole('searchbox', { name: /Search Cash Sales/ }).fill(member.toLowerCase())
  await expect(rowCount(page)).toHaveText(`${found.rows.length} of ${sales.rows.length} rows`)
  // The export is a link: a search term (a phone, a name) never travels in an address, so it holds every row of the days.
  const lines = await exportCsv(page)
  expect(lines.slice(1).map((l) => l[2]).sort()).toEqual(sales.rows.map((r) => String(r.order)).sort())
})

test('a cash sale made through the API shows in revenue and in cash sales at once, without a reseed', async ({ page }) => {
  const today = await todayOf(page)
  const todayOnly: ReportRequest = { kind: 'revenue', centreId: MAIN_GYM.id, from: today, to: today }
  const before = await reportFromApi(page, todayOnly)
  // Seed through the API: a new customer, then a cash sale of a Koramangala pack.
  const phone = `6${String(Date.now()).slice(-9)}`
  const created = await page.request.post(`${API_BASE}/${PATHS.createUser}`, {
    data: { phone, firstName: 'Report', lastName: 'Buyer' },
    headers: { [CSRF_HEADER]: CSRF_VALUE },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const userId = ((await created.json()) as { user: { id: string } }).user.id
  await verifyCashOtpFor(page, 'owner', userId, 590_000)
  const sale = await page.request.post(`${API_BASE}/${PATHS.createCashOrder}`, {
    headers: { [CSRF_HEADER]: CSRF_VALUE, 'idempotency-key': `reports-${userId}` },
    data: {
      orderReqBody: {
        userId,
        deviceId: 'e2e-reports',
        source: 'CENTRE_PORTAL',
        cityId: 1,
        esoOfferIds: [],
        orderProducts: [{ productId: 'PACK-1-ELITE-3M', quantity: 1, option: { startDate: await sandboxNow(page), centerId: MAIN_GYM.id } }],
        clientMetadata: { centerId: MAIN_GYM.id, centerServiceCenterId: MAIN_GYM.centerServiceId, createdBy: 'staff', isOnboardingSession: false },
      },
      paymentSuccessReqBody: { channel: 'MANUAL', currency: 'INR', paymentModes: [{ mode: 'CASH', amount: 590_000 }] },
    },
  })
  expect(sale.ok(), await sale.text()).toBe(true)
  const orderId = ((await sale.json()) as { orderId: string }).orderId

  const after = await reportFromApi(page, todayOnly)
  expect((after.totals.revenue ?? 0) - (before.totals.revenue ?? 0)).toBe(590_000)
  const revenueColumn = after.columns.find((c) => c.key === 'revenue')
  if (revenueColumn === undefined) throw new Error('no revenue column')

  await page.goto('/reports/revenue')
  const todayRow = bodyRows(page).filter({ hasText: cellText({ key: 'day', label: 'Date', type: 'date' }, today) })
  await expect(todayRow.locator('td').last()).toHaveText(cellText(revenueColumn, after.rows[0]?.revenue ?? 0), LOADED)

  await page.goto('/reports/cashSales')
  await expect(rowCount(page)).toBeVisible(LOADED)
  await page.getByRole('searchbox', { name: /Search Cash Sales/ }).fill(orderId)
  await expect(bodyRows(page)).toHaveCount(1)
  await expect(bodyRows(page).first()).toContainText('Report Buyer')
  await expect(bodyRows(page).first()).toContainText('₹5,900.00')
})

test('reports are readable and accessible on a desktop and a phone', async ({ page }) => {
  test.setTimeout(300_000)
  for (const size of [
    { name: 'desktop', width: 1366, height: 800 },
    { name: 'phone', width: 375, height: 812 },
  ]) {
    await page.setViewportSize({ width: size.width, height: size.height })
    for (const route of ['/reports/revenue', '/reports/v2settlement', '/reports/center-health']) {
      await page.goto(route)
      await expect(rowCount(page)).toBeVisible(LOADED)
      if (route !== '/reports/center-health') expect(await seriousViolations(page), `${route} ${size.name}`).toEqual([])
      await page.screenshot({ path: `test-results/reports-${route.split('/').pop()}-${size.name}.png`, fullPage: size.name === 'desktop' })
    }
    // Nothing on the page is wider than the phone: the table scrolls inside its own region.
    if (size.name === 'phone') await fitsWindow(page, size.width)
  }
})
