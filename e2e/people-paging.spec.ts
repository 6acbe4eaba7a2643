import { type Page, expect, test } from '@playwright/test'
import { PEOPLE_PAGE_PATHS, type EmployeeListPageWire, type LeadOwnerPageWire } from '../adapters/http/contract/people-pages.codecs'
import { API_BASE, CSRF_HEADER, CSRF_VALUE } from '../adapters/http/contract/wire'
import * as M from '../core/shared/messages'
import { seriousViolations, signInAsPersona } from './support'

/*
 * My Employees and Transfer Leads search on the server: what the screens show is read back from the
 * sandbox's own paged answers (the same calls, the same search), at a desk and on a phone.
 */

const GYM = 1001
const post = async <T>(page: Page, path: string, body: unknown): Promise<T> => {
  const res = await page.request.post(`${API_BASE}/${path}`, { data: body, headers: { [CSRF_HEADER]: CSRF_VALUE } })
  expect(res.ok(), `${path}: ${res.status()}`).toBe(true)
  return (await res.json()) as T
}

for (const size of [{ name: 'desk', width: 1366, height: 900 }, { name: 'phone', width: 375, height: 812 }]) {
  test(`at ${size.width} px (${size.name}), My Employees and Transfer Leads search on the server; axe is clean`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height })
    await signInAsPersona(page, 'owner')
    await page.goto('/employee/my-employee-v2')
    const all = await post<EmployeeListPageWire>(page, PEOPLE_PAGE_PATHS.employees, { centerServiceId: GYM })
    await expect(page.getByRole('status').filter({ hasText: M.employeesCount(all.total, all.all) })).toBeVisible()
    const someone = all.employees[all.employees.length - 1]
    if (someone === undefined) throw new Error('no employee at the gym')
    const word = someone.name.split(' ')[0] ?? someone.name
    await page.getByLabel(M.SEARCH_EMPLOYEES).fill(word.toUpperCase())
    const found = await post<EmployeeListPageWire>(page, PEOPLE_PAGE_PATHS.employees, { centerServiceId: GYM, search: word })
    await expect(page.getByRole('status').filter({ hasText: M.employeesCount(found.total, found.all) })).toBeVisible()
    await expect(page.getByRole('link', { name: someone.name })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    await page.goto('/transfer-leads')
    const owners = await post<LeadOwnerPageWire>(page, PEOPLE_PAGE_PATHS.leadOwners, { centerServiceId: GYM })
    await expect(page.getByText(M.leadOwnersFound(owners.total, owners.all))).toBeVisible()
    const owner = owners.owners[0]
    if (owner === undefined) throw new Error('no lead owner at the gym')
    await page.getByLabel(M.SEARCH_LEAD_OWNERS).fill(owner.assigneeName.slice(0, 4))
    const narrowed = await post<LeadOwnerPageWire>(page, PEOPLE_PAGE_PATHS.leadOwners, { centerServiceId: GYM, search: owner.assigneeName.slice(0, 4) })
    await expect(page.getByText(M.leadOwnersFound(narrowed.total, narrowed.all))).toBeVisible()
    await expect(page.getByLabel(M.TRANSFER_FROM).getByRole('option')).toHaveCount(narrowed.owners.length + 1)
    await page.getByLabel(M.TRANSFER_FROM).selectOption({ label: `${owner.assigneeName} (${M.activeLeadsOf(owner.activeLeads)})` })
    expect(await seriousViolations(page)).toEqual([])
  })
}
