import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import type { AuditPageWire } from '../adapters/http/contract/audit.codecs'
import { AUDIT_PATHS } from '../adapters/http/contract/audit-paths'
import { centreDayOf } from '../core/shared/centre-day'
import { formatDay, formatPickerDay } from '../core/shared/display-format'
import { AUDIT_ACTION_WORDS, AUDIT_HISTORY_TITLE } from '../core/audit/messages'
import { api, seriousViolations, signInAsPersona, STAFF_PHONE, toast, fitsWindow } from './support'
import { giveGymMembership, membershipsOf, newCustomer } from './selling-support'

/*
 * The audit trail, as a centre manager finds it: a membership's end date is changed through the
 * profile's existing edit, and the change (before and after, remarks, who) is in the member's
 * History, in the Audit Trail search and in its CSV export. The customer and their membership are
 * made through the API for this journey, so it passes at any hour and on any sandbox instant.
 */

const ACTION = AUDIT_ACTION_WORDS.MEMBERSHIP_END_DATE
const REMARKS = 'Extended after an injury'
const DAY_MS = 86_400_000

test('a manager changes a membership end date and finds it in History, in the trail search and in the CSV export', async ({ page }) => {
  test.setTimeout(90_000)
  await signInAsPersona(page, 'centre-manager')
  const phone = `7${String(Date.now()).slice(-9)}`
  const userId = await newCustomer(page, phone, 'Audit')
  await giveGymMembership(page, userId, STAFF_PHONE['centre-manager'])
  const membership = (await membershipsOf(page, userId))[0]
  if (membership === undefined) throw new Error('the journey’s membership was not sold')
  const newEnd = membership.end + 10 * DAY_MS
  const before = formatDay(membership.end)
  const after = formatDay(newEnd)
  const change = `End date: ${before} → ${after}`

  // The existing edit on the profile: Memberships, Edit, Change end date.
  await page.goto(`/user?userId=${userId}&centerServiceId=1001`)
  const memberships = page.getByRole('region', { name: 'Memberships', exact: true })
  await memberships.getByRole('button', { name: /^Edit membership: / }).first().click()
  await memberships.getByRole('button', { name: 'Change end date' }).click()
  const dialog = page.getByRole('dialog', { name: 'Change end date' })
  await dialog.getByLabel('End date').fill(formatPickerDay(centreDayOf(newEnd)))
  await dialog.getByLabel('Remarks').fill(REMARKS)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Membership end date updated successfully')).toBeVisible()
  await page.getByRole('button', { name: 'Close notification' }).click()

  // The member's History: newest first, before → after in staff words, the remarks and who.
  const history = page.getByRole('region', { name: AUDIT_HISTORY_TITLE, exact: true })
  const entry = history.getByRole('listitem').filter({ hasText: ACTION }).first()
  await expect(entry).toBeVisible({ timeout: 20_000 })
  await expect(entry).toContainText(change)
  await expect(entry).toContainText(`Remarks: ${REMARKS}`)
  await expect(entry).toContainText('Vikram Shetty')

  // The Audit Trail screen, reached from the navigation: search by member and action.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Audit Trail' }).click()
  await expect(page.locator('#content h1')).toHaveText('Audit Trail')
  await page.getByLabel('Member (user id)').fill(userId)
  await page.getByLabel('Action').selectOption({ label: ACTION })
  await page.getByRole('button', { name: 'Search' }).click()
  const results = page.getByRole('list', { name: 'Audit Trail' })
  await expect(results.locator(':scope > li')).toHaveCount(1)
  await expect(results.locator(':scope > li').first()).toContainText(change)
  await expect(results.locator(':scope > li').first()).toContainText(`Member ${userId}`)
  expect(await seriousViolations(page)).toEqual([])

  // The CSV export holds the entry, in staff words.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()])
  const csv = await readFile(await download.path(), 'utf8')
  const lines = csv.split('\r\n')
  expect(lines[0]).toBe('When,Staff member,Staff id,Centre,Action,About,Subject id,Member,What changed,Remarks')
  expect(lines).toHaveLength(2)
  expect(lines[1]).toContain(`Vikram Shetty,staff-cm,Koramangala`)
  expect(lines[1]).toContain(`${ACTION},Member,${userId},${userId},${change},${REMARKS}`)

  // The outcome read back through the API.
  const page1 = await api<AuditPageWire>(page, AUDIT_PATHS.entries, { centerId: 1, userId, action: 'MEMBERSHIP_END_DATE' })
  expect(page1.total).toBe(1)
  const recorded = page1.entries[0]?.changes[0]
  expect(recorded).toMatchObject({ field: 'endDate', before: { day: membership.end } })
  const afterDay = recorded !== undefined && recorded.after !== null && typeof recorded.after === 'object' && 'day' in recorded.after ? recorded.after.day : 0
  expect(centreDayOf(afterDay)).toBe(centreDayOf(newEnd))

  // On a phone: the screen and its list fit 375 px.
  await page.setViewportSize({ width: 375, height: 800 })
  await expect(results.locator(':scope > li').first()).toBeVisible()
  await fitsWindow(page, 375)
})
