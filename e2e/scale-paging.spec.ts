import { type Page, expect, test } from '@playwright/test'
import type { CentreDetailsWire } from '../adapters/http/contract/centre.codecs'
import { LEAD_PAGE_PATH, type LeadPageWire } from '../adapters/http/contract/lead.codecs'
import { PATHS } from '../adapters/http/contract/paths'
import { REPORT_PAGE_PATHS, type ReportPageWireT } from '../adapters/http/contract/report.codecs'
import { API_BASE, CSRF_HEADER, CSRF_VALUE } from '../adapters/http/contract/wire'
import { MY_LEADS_PAGE_SIZE } from '../core/lead/lead-paging.rule'
import { epochMs } from '../core/shared/brands'
import { addDays, centreDayOf } from '../core/shared/centre-day'
import * as M from '../core/shared/messages'
import { SCALE_CENTRE_FIRST_ID } from '../sandbox/seed/scale/centres'
import { sandboxNow, signInAsPersona } from './support'

/*
 * The owner of a chain pages through the flagship's cash sales and its leads on the scale seed
 * (this project's sandbox runs with SANDBOX_SCALE: dozens of centres, a year of orders at the
 * busiest ones, thousands of leads). The flagship is chosen in the centre selector by its name;
 * what each page must show comes from the sandbox's own paged answers.
 */

const REPORT_PAGE = 25
const LOADED = { timeout: 30_000 }
const pageCount = (total: number, size: number): number => Math.max(1, Math.ceil(total / size))

const post = async <T>(page: Page, path: string, data: unknown): Promise<T> => {
  const res = await page.request.post(`${API_BASE}/${path}`, { data, headers: { [CSRF_HEADER]: CSRF_VALUE } })
  expect(res.ok(), await res.text()).toBe(true)
  return (await res.json()) as T
}

/** Picks the flagship in the centre selector, searching its name, as the owner of 50 centres does. */
const chooseFlagship = async (page: Page): Promise<{ id: number; centerServiceId: number }> => {
  const res = await page.request.get(`${API_BASE}/${PATHS.centreDetails}`)
  expect(res.ok()).toBe(true)
  const details = (await res.json()) as CentreDetailsWire
  const flagship = details.centers.find((c) => c.id === SCALE_CENTRE_FIRST_ID)
  if (flagship === undefined) throw new Error('this sandbox holds no scale seed')
  expect(details.centers.length, 'the owner sees the chain').toBeGreaterThan(20)
  await page.getByRole('button', { name: /^Centre\b/ }).click()
  await page.getByRole('combobox', { name: 'Search centres by name or locality' }).fill(flagship.name)
  await page.getByRole('option', { name: new RegExp(`^${flagship.name}\\b`) }).first().click()
  await expect(page.getByRole('button', { name: /^Centre\b/ })).toContainText(flagship.name)
  return { id: flagship.id, centerServiceId: flagship.centerServiceId }
}

test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1366, height: 800 })
  await signInAsPersona(page, 'owner')
})

test('the owner pages through the flagship’s cash sales on a chain’s data: current / total, the next page, sorted by amount', async ({ page }) => {
  await page.goto('/reports/cashSales')
  const flagship = await chooseFlagship(page)
  const today = centreDayOf(epochMs(await sandboxNow(page)))
  const ask = { ownerEntityIdentifier: String(flagship.id), startDate: addDays(today, -29), endDate: today, pageSize: REPORT_PAGE }
  const first = await post<ReportPageWireT>(page, REPORT_PAGE_PATHS.cashSales, ask)
  const second = await post<ReportPageWireT>(page, REPORT_PAGE_PATHS.cashSales, { ...ask, cursor: first.next })
  const pages = pageCount(first.total, REPORT_PAGE)
  expect(pages, 'the scale seed needs several pages').toBeGreaterThan(2)

  const pageOf = page.getByTestId('report-page')
  const orders = page.getByRole('table').locator('tbody tr td:nth-child(3)')
  await expect(pageOf).toHaveText(`1 / ${pages}`, LOADED)
  await expect(page.getByTestId('report-row-count')).toHaveText(M.reportRowCount(first.total, first.all))
  await expect(orders).toHaveText(first.rows.map((r) => String(r.order)))
  await page.getByRole('button', { name: M.REPORT_NEXT_PAGE }).click()
  await expect(pageOf).toHaveText(`2 / ${pages}`)
  await expect(orders).toHaveText(second.rows.map((r) => String(r.order)))

  // A sort is the server's, over every row found, from page 1.
  const byAmount = await post<ReportPageWireT>(page, REPORT_PAGE_PATHS.cashSales, { ...ask, sortKey: 'amount', direction: 'ASC' })
  await page.getByRole('columnheader', { name: /Amount/ }).getByRole('button').click()
  await expect(page.locator('th[aria-sort="ascending"]')).toBeVisible()
  await expect(pageOf).toHaveText(`1 / ${pages}`)
  await expect(orders).toHaveText(byAmount.rows.map((r) => String(r.order)))
})

test('the owner pages through the flagship’s leads on a chain’s data: current / total and the next page', async ({ page }) => {
  await page.goto('/lead-manager')
  const flagship = await chooseFlagship(page)
  const first = await post<LeadPageWire>(page, LEAD_PAGE_PATH, { centerServiceId: flagship.centerServiceId, pageSize: MY_LEADS_PAGE_SIZE })
  const second = await post<LeadPageWire>(page, LEAD_PAGE_PATH, { centerServiceId: flagship.centerServiceId, pageSize: MY_LEADS_PAGE_SIZE, cursor: first.next })
  const pages = pageCount(first.total, MY_LEADS_PAGE_SIZE)
  expect(pages, 'the scale seed needs several pages').toBeGreaterThan(2)

  const cards = page.getByRole('list', { name: M.MY_LEADS_LABEL }).getByRole('listitem')
  const nameOf = (l: LeadPageWire['leads'][number]) => `${l.customerName ?? M.userIdLabel(l.userId)}, ${M.userIdLabel(l.userId)}`
  await expect(page.getByText(M.pageOf(1, pages), { exact: true })).toBeVisible(LOADED)
  await expect(page.getByText(M.leadsShown(first.total), { exact: true })).toBeVisible()
  await expect(cards.first()).toHaveAccessibleName(nameOf(first.leads[0]!))
  await page.getByRole('button', { name: M.NEXT_PAGE }).click()
  await expect(page.getByText(M.pageOf(2, pages), { exact: true })).toBeVisible()
  await expect(cards.first()).toHaveAccessibleName(nameOf(second.leads[0]!))
  await expect(cards.last()).toHaveAccessibleName(nameOf(second.leads[second.leads.length - 1]!))
})
