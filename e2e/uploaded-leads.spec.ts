import { type Page, expect, test } from '@playwright/test'
import { API_BASE, CSRF_HEADER, CSRF_VALUE } from '../adapters/http/contract/wire'
import { PATHS } from '../adapters/http/contract/paths'
import { epochMs } from '../core/shared/brands'
import { addDays } from '../core/shared/centre-day'
import { centreDayOf } from '../core/shared/centre-day-of'
import * as M from '../core/shared/messages'
import { followSandboxClock, sandboxNow, seriousViolations, signInAsPersona, toast } from './support'

/*
 * Uploaded leads are leads: the owner uploads a leads file at Koramangala Gym; the first dry run
 * lists every problem at once (a cell, an owner the centre does not have, a column the upload does
 * not know); the fixed file is applied, and its leads are on My Leads and in the Lead Details
 * report, owned as the file says (or by the uploader), as the sandbox's lead search confirms.
 */

const csv = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) })
const rand = (n: number): number => Math.floor(Math.random() * n)
const phone = (): string => `6${String(rand(1e9)).padStart(9, '0')}`
const LOADED = { timeout: 30_000 }

const checkFile = async (page: Page, file: ReturnType<typeof csv>): Promise<void> => {
  await page.getByLabel('CSV file').setInputFiles(file)
  await page.getByRole('button', { name: 'Check file' }).click()
}

test('a leads upload: every problem in the first dry run; the applied leads are on My Leads and in the lead report, owned as the file says', async ({ page }) => {
  test.setTimeout(120_000)
  await followSandboxClock(page)
  await signInAsPersona(page, 'owner')
  const today = centreDayOf(epochMs(await sandboxNow(page)))
  const tag = Math.random().toString(36).slice(2, 7)
  const owned = { name: `Tanvi Uploadlead${tag}`, phone: phone() }
  const mine = { name: `Yash Uploadlead${tag}`, phone: phone() }

  await page.goto('/troubleshooting/leads-upload')
  await expect(page.getByRole('heading', { level: 1, name: 'Leads Upload' })).toBeVisible(LOADED)

  // One check names every problem: a phone (the file's rule), an owner the centre does not have (the server), a column the upload does not read.
  await checkFile(page, csv('campaign-bad.csv', `name,phone,source,quality,owner,notes\n${owned.name},12345,REFERRAL,HOT,,x\n${mine.name},${mine.phone},CULT_APP,WARM,nobody-at-all,y\n`))
  const problems = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Reason' }) })
  await expect(problems.getByRole('row').filter({ hasText: M.UPLOAD_PHONE_INVALID })).toContainText('2')
  await expect(problems.getByRole('row').filter({ hasText: M.UPLOAD_OWNER_UNKNOWN })).toContainText('3')
  await expect(problems.getByRole('row').filter({ hasText: "no 'notes' column" })).toContainText('1')
  await expect(page.getByRole('button', { name: /^Apply/ })).toHaveCount(0)
  expect(await seriousViolations(page)).toEqual([])
  await page.setViewportSize({ width: 375, height: 812 })
  await page.screenshot({ path: 'test-results/uploads-leads-problems-phone.png', fullPage: true })
  await page.setViewportSize({ width: 1366, height: 800 })

  const followUp = addDays(today, 2)
  await checkFile(page, csv('campaign-good.csv', `name,phone,source,quality,owner,followUpDate\n${owned.name},${owned.phone},REFERRAL,HOT,staff-cm,${followUp}\n${mine.name},${mine.phone},CULT_APP,WARM,,\n`))
  await page.getByRole('button', { name: 'Apply 2 rows' }).click()
  await expect(toast(page, M.LEADS_UPLOADED)).toBeVisible()

  // My Leads: the lead owned by Vikram Shetty, its follow-up upcoming.
  await page.goto('/lead-manager')
  await page.getByRole('searchbox', { name: M.SEARCH_LEADS_LABEL }).fill(owned.name)
  const card = page.getByRole('listitem', { name: new RegExp(`^${owned.name},`) })
  await expect(card).toBeVisible(LOADED)
  await expect(card).toContainText('Vikram Shetty')
  expect(await seriousViolations(page)).toEqual([])

  // Lead Details: both leads of today, each with its owner.
  await page.goto('/reports/lead-details')
  await expect(page.getByRole('heading', { level: 1, name: 'Lead Details' })).toBeVisible(LOADED)
  await page.getByRole('searchbox', { name: /^Search Lead Details/ }).fill(`Uploadlead${tag}`)
  const rows = page.locator('table tbody tr')
  await expect(rows.filter({ hasText: owned.name })).toContainText('Vikram Shetty', LOADED)
  await expect(rows.filter({ hasText: mine.name })).toContainText('Asha Rao')

  // The sandbox's own answer: the lead search at the centre holds both, owned as the file says.
  const res = await page.request.post(`${API_BASE}/${PATHS.leadSearch}`, { data: { userIds: [], centerIds: [1001], leadCategories: [], leadStatuses: [] }, headers: { [CSRF_HEADER]: CSRF_VALUE } })
  const leads = ((await res.json()) as { leads: { customerName?: string; assigneeId: string; leadStatus: string }[] }).leads
  expect(leads.find((l) => l.customerName === owned.name)).toMatchObject({ assigneeId: 'staff-cm', leadStatus: 'ACTIVE' })
  expect(leads.find((l) => l.customerName === mine.name)).toMatchObject({ assigneeId: 'staff-owner', leadStatus: 'ACTIVE' })
})
