import { readFileSync } from 'node:fs'
import { type Page, expect, test } from '@playwright/test'
import Papa from 'papaparse'
import { LEAD_PAGE_PATH, type LeadPageWire } from '../adapters/http/contract/lead.codecs'
import { REPORT_PAGE_PATHS, type ReportPageWireT } from '../adapters/http/contract/report.codecs'
import { API_BASE, CSRF_HEADER, CSRF_VALUE } from '../adapters/http/contract/wire'
import { MY_LEADS_PAGE_SIZE } from '../core/lead/lead-paging.rule'
import { epochMs } from '../core/shared/brands'
import { addDays, centreDayOf } from '../core/shared/centre-day'
import * as M from '../core/shared/messages'
import { sandboxNow, signInAsPersona } from './support'

/*
 * Lists read a page at a time from the server (docs/api/paging.md): the cash sales report and My
 * Leads at Koramangala Gym (centre 1, service id 1001), whose seed already needs several pages
 * (about 80 cash sales in the last 30 days, hundreds of leads). What each page must show comes from
 * the sandbox's own paged answers, read with the page's session.
 */

const CENTRE = { id: 1, centerServiceId: 1001 }
const REPORT_PAGE = 25
const LOADED = { timeout: 30_000 }
/** Pages of a list: 'current / total' (at least one). */
const pageCount = (total: number, size: number): number => Math.max(1, Math.ceil(total / size))

const post = async <T>(page: Page, path: string, data: unknown): Promise<T> => {
  const res = await page.request.post(`${API_BASE}/${path}`, { data, headers: { [CSRF_HEADER]: CSRF_VALUE } })
  expect(res.ok(), await res.text()).toBe(true)
  return (await res.json()) as T
}

test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1366, height: 800 })
  await signInAsPersona(page, 'owner')
})

test('page through the cash sales report, by the server: current / total, every page once, back again, and the whole export', async ({ page }) => {
  const today = centreDayOf(epochMs(await sandboxNow(page)))
  const ask = { ownerEntityIdentifier: String(CENTRE.id), startDate: addDays(today, -29), endDate: today, pageSize: REPORT_PAGE }
  const apiPages: ReportPageWireT[] = [await post<ReportPageWireT>(page, REPORT_PAGE_PATHS.cashSales, ask)]
  for (let next = apiPages[0]?.next ?? null; next !== null; next = apiPages[apiPages.length - 1]?.next ?? null)
    apiPages.push(await post<ReportPageWireT>(page, REPORT_PAGE_PATHS.cashSales, { ...ask, cursor: next }))
  const total = apiPages[0]?.total ?? 0
  const pages = pageCount(total, REPORT_PAGE)
  expect(pages, 'the seed needs several pages').toBeGreaterThan(2)
  expect(apiPages.length).toBe(pages)

  await page.goto('/reports/cashSales')
  const pageOf = page.getByTestId('report-page')
  const orders = page.getByRole('table').locator('tbody tr td:nth-child(3)')
  await expect(pageOf).toHaveText(`1 / ${pages}`, LOADED)
  await expect(page.getByTestId('report-row-count')).toHaveText(M.reportRowCount(total, total))
  for (let i = 0; i < pages; i++) {
    await expect(pageOf).toHaveText(`${i + 1} / ${pages}`)
    await expect(orders).toHaveText((apiPages[i]?.rows ?? []).map((r) => String(r.order)))
    if (i < pages - 1) await page.getByRole('button', { name: M.REPORT_NEXT_PAGE }).click()
  }
  await expect(page.getByRole('button', { name: M.REPORT_NEXT_PAGE })).toBeDisabled()
  await page.getByRole('button', { name: M.REPORT_PREVIOUS_PAGE }).click()
  await expect(pageOf).toHaveText(`${pages - 1} / ${pages}`)
  await expect(orders).toHaveText((apiPages[pages - 2]?.rows ?? []).map((r) => String(r.order)))

  // The export streams every row found, in the table's order, whatever page is on screen.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: M.REPORT_EXPORT_CSV }).click()])
  const lines = Papa.parse<string[]>(readFileSync(await download.path(), 'utf8'), { skipEmptyLines: true }).data
  expect(lines.slice(1).map((l) => l[2])).toEqual(apiPages.flatMap((p) => p.rows.map((r) => String(r.order))))
})

test('page through My Leads, by the server: the desk’s order page after page, and a search that starts again on page 1', async ({ page }) => {
  const first = await post<LeadPageWire>(page, LEAD_PAGE_PATH, { centerServiceId: CENTRE.centerServiceId, pageSize: MY_LEADS_PAGE_SIZE })
  const second = await post<LeadPageWire>(page, LEAD_PAGE_PATH, { centerServiceId: CENTRE.centerServiceId, pageSize: MY_LEADS_PAGE_SIZE, cursor: first.next })
  const pages = pageCount(first.total, MY_LEADS_PAGE_SIZE)
  expect(pages, 'the seed needs several pages').toBeGreaterThan(2)

  await page.goto('/lead-manager')
  const cards = page.getByRole('list', { name: M.MY_LEADS_LABEL }).getByRole('listitem')
  const nameOf = (l: LeadPageWire['leads'][number]) => `${l.customerName ?? M.userIdLabel(l.userId)}, ${M.userIdLabel(l.userId)}`
  await expect(page.getByText(M.pageOf(1, pages), { exact: true })).toBeVisible(LOADED)
  await expect(page.getByText(M.leadsShown(first.total), { exact: true })).toBeVisible()
  await expect(cards).toHaveCount(MY_LEADS_PAGE_SIZE)
  await expect(cards.first()).toHaveAccessibleName(nameOf(first.leads[0]!))
  await page.getByRole('button', { name: M.NEXT_PAGE }).click()
  await expect(page.getByText(M.pageOf(2, pages), { exact: true })).toBeVisible()
  await expect(cards.first()).toHaveAccessibleName(nameOf(second.leads[0]!))
  await expect(cards.last()).toHaveAccessibleName(nameOf(second.leads[second.leads.length - 1]!))

  // A search by user id is answered by the server after a pause, from page 1.
  const userId = second.leads[0]!.userId
  const found = await post<LeadPageWire>(page, LEAD_PAGE_PATH, { centerServiceId: CENTRE.centerServiceId, pageSize: MY_LEADS_PAGE_SIZE, search: userId })
  await page.getByRole('searchbox', { name: M.SEARCH_LEADS_LABEL }).fill(userId)
  await expect(page.getByText(M.leadsShown(found.total), { exact: true })).toBeVisible()
  await expect(cards).toHaveCount(found.leads.length)
  for (const l of found.leads) expect(l.userId).toContain(userId)
})
