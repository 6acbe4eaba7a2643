import { type Page, expect, test } from '@playwright/test'
import { EMPLOYEE_PATHS, type EmployeePageWire, type RosterWire } from '../adapters/http/contract/employee.codecs'
import { SHIFT_PATTERN_PATHS, type ShiftPatternsWire } from '../adapters/http/contract/shift-patterns.codecs'
import { weekOf } from '../core/employee/roster.rule'
import { patternShifts, rosterDayLabel, workingDays } from '../core/employee/shift-pattern.rule'
import { shiftClockTime } from '../core/employee/shift-time.rule'
import { epochMs } from '../core/shared/brands'
import { addDays, centreDayOf } from '../core/shared/centre-day'
import * as M from '../core/shared/messages'
import { api, followSandboxClock, sandboxNow, seriousViolations, signInAsPersona, toast, fitsWindow } from './support'

/*
 * Shift patterns on the roster against the seeded sandbox, as the owner at Koramangala Gym (service
 * id 1001). The week is five weeks after the sandbox's today (nothing is seeded that far ahead, at
 * any hour of any day); the employee is the first active one the sandbox lists with no shift that
 * week, and the pattern the first the sandbox lists for the centre.
 */

const GYM = 1001
const WEEKS_AHEAD = 5
const SHOTS = '/tmp/roster-shots'
/** Opens the roster and steps forward to the target week, waiting for its caption. */
const openWeek = async (page: Page, week: readonly string[]) => {
  await page.goto('/employee/rostering')
  await expect(page.getByRole('heading', { level: 1, name: 'Rostering' })).toBeVisible({ timeout: 30_000 })
  const caption = page.getByRole('table', { name: M.ROSTER_TABLE }).locator('caption')
  await expect(caption).toBeVisible({ timeout: 30_000 })
  for (let i = 0; i < WEEKS_AHEAD; i++) await page.getByRole('button', { name: `${M.NEXT_WEEK} →` }).click()
  await expect(caption).toContainText(`${rosterDayLabel(week[0] ?? '')} – ${rosterDayLabel(week[6] ?? '')}`, { timeout: 30_000 })
}

test.beforeEach(async ({ page }) => {
  await signInAsPersona(page, 'owner')
  await followSandboxClock(page)
})

test('apply a shift pattern to a free employee’s week: the shifts on the roster after a reload, the same pattern again refused naming the days', async ({ page }) => {
  test.setTimeout(180_000)
  const today = centreDayOf(epochMs(await sandboxNow(page)))
  const week = weekOf(addDays(today, 7 * WEEKS_AHEAD))
  const weekStart = week[0] ?? today
  const staff = (await api<EmployeePageWire>(page, EMPLOYEE_PATHS.employeesPage, { centerServiceId: GYM, pageNo: 0, pageSize: 1000 })).content
  const before = (await api<RosterWire>(page, EMPLOYEE_PATHS.shifts, { centerServiceId: GYM, weekStart })).shifts
  const person = staff.find((e) => e.status === 'ACTIVE' && !before.some((s) => s.agentId === e.agentId))
  const pattern = (await api<ShiftPatternsWire>(page, SHIFT_PATTERN_PATHS.patterns, { centerServiceId: GYM })).patterns[0]
  if (person === undefined || pattern === undefined) throw new Error('the sandbox lists no free employee or no pattern at Koramangala')
  const planned = patternShifts(pattern, person.agentId, weekStart)
  const workDays = workingDays(pattern).map((d) => week[d.weekday] ?? weekStart)

  await openWeek(page, week)
  await page.getByRole('button', { name: M.APPLY_SHIFT_PATTERN }).click()
  const dialog = page.getByRole('dialog', { name: M.APPLY_SHIFT_PATTERN })
  await expect(dialog.getByText(M.patternWeekLabel(rosterDayLabel(weekStart), rosterDayLabel(week[6] ?? weekStart)))).toBeVisible()
  const choices = dialog.getByRole('radiogroup', { name: M.PATTERN_LIST })
  await expect(choices.getByRole('radio', { name: pattern.name })).toBeVisible({ timeout: 30_000 })
  await dialog.getByRole('button', { name: M.CONFIRM_SHIFT_PATTERN }).click()
  await expect(dialog.getByText(M.PATTERN_AGENT_REQUIRED)).toBeVisible()
  await expect(dialog.getByText(M.PATTERN_REQUIRED)).toBeVisible()
  await dialog.getByLabel(M.PATTERN_AGENT).selectOption({ value: person.agentId })
  await choices.getByRole('radio', { name: pattern.name }).check()
  expect(await seriousViolations(page), 'axe on the Apply shift pattern modal').toEqual([])
  await page.screenshot({ path: `${SHOTS}/shift-pattern-modal-1366.png` })
  await dialog.getByRole('button', { name: M.CONFIRM_SHIFT_PATTERN }).click()
  await expect(toast(page, M.shiftPatternApplied(planned.length))).toBeVisible({ timeout: 30_000 })
  await expect(dialog).toBeHidden()

  const row = page
    .getByRole('table', { name: M.ROSTER_TABLE })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${person.name}`) }) })
  const shiftText = (s: { startTime: number; endTime: number }) => `${shiftClockTime(epochMs(s.startTime))} – ${shiftClockTime(epochMs(s.endTime))}`
  const seeShifts = async () => {
    for (const [i, s] of planned.entries()) await expect(row.getByRole('cell').nth(week.indexOf(workDays[i] ?? ''))).toContainText(shiftText(s), { timeout: 30_000 })
  }
  await seeShifts()
  await page.screenshot({ path: `${SHOTS}/shift-pattern-week-1366.png` })

  await page.reload()
  await openWeek(page, week)
  await seeShifts()
  const stored = (await api<RosterWire>(page, EMPLOYEE_PATHS.shifts, { centerServiceId: GYM, weekStart })).shifts.filter((s) => s.agentId === person.agentId)
  expect(stored.map(({ shiftId: _id, ...s }) => s)).toEqual(planned)

  // Again, by keyboard: the pattern with Space, the confirmation with Enter.
  await page.getByRole('button', { name: M.APPLY_SHIFT_PATTERN }).click()
  await dialog.getByLabel(M.PATTERN_AGENT).selectOption({ value: person.agentId })
  await choices.getByRole('radio', { name: pattern.name }).focus()
  await page.keyboard.press('Space')
  await expect(choices.getByRole('radio', { name: pattern.name })).toBeChecked()
  await dialog.getByRole('button', { name: M.CONFIRM_SHIFT_PATTERN }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('alert')).toHaveText(M.shiftPatternClash(workDays.map(rosterDayLabel)), { timeout: 30_000 })
  const after = (await api<RosterWire>(page, EMPLOYEE_PATHS.shifts, { centerServiceId: GYM, weekStart })).shifts.filter((s) => s.agentId === person.agentId)
  expect(after).toHaveLength(planned.length)
})

test('on a phone the Apply shift pattern modal fits the screen and is axe clean', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 375, height: 812 })
  const patterns = (await api<ShiftPatternsWire>(page, SHIFT_PATTERN_PATHS.patterns, { centerServiceId: GYM })).patterns
  await page.goto('/employee/rostering')
  await page.getByRole('button', { name: M.APPLY_SHIFT_PATTERN }).click({ timeout: 30_000 })
  const dialog = page.getByRole('dialog', { name: M.APPLY_SHIFT_PATTERN })
  await expect(dialog.getByRole('radio')).toHaveCount(patterns.length, { timeout: 30_000 })
  await fitsWindow(page, 375)
  expect(await seriousViolations(page), 'axe on the Apply shift pattern modal (phone)').toEqual([])
  await page.screenshot({ path: `${SHOTS}/shift-pattern-modal-375.png`, fullPage: true })
  await dialog.getByRole('button', { name: M.CANCEL }).click()
  await page.getByRole('button', { name: M.NEW_SHIFT_PATTERN }).click()
  await expect(page.getByRole('dialog', { name: M.NEW_SHIFT_PATTERN })).toBeVisible()
  await fitsWindow(page, 375)
  expect(await seriousViolations(page), 'axe on the New shift pattern modal (phone)').toEqual([])
  await page.screenshot({ path: `${SHOTS}/new-shift-pattern-375.png`, fullPage: true })
})

test('create a shift pattern: every missing field at once, then saved and offered in Apply shift pattern with its days in words', async ({ page }) => {
  test.setTimeout(120_000)
  const existing = (await api<ShiftPatternsWire>(page, SHIFT_PATTERN_PATHS.patterns, { centerServiceId: GYM })).patterns
  const name = `Early coaching ${existing.length + 1}`
  await page.goto('/employee/rostering')
  await page.getByRole('button', { name: M.NEW_SHIFT_PATTERN }).click({ timeout: 30_000 })
  const dialog = page.getByRole('dialog', { name: M.NEW_SHIFT_PATTERN })
  await dialog.getByRole('button', { name: M.SAVE_SHIFT_PATTERN }).click()
  await expect(dialog.getByText(M.PATTERN_NAME_REQUIRED)).toBeVisible()
  await expect(dialog.getByText(M.PATTERN_DAYS_REQUIRED)).toBeVisible()
  await dialog.getByLabel(M.PATTERN_NAME).fill(name)
  await dialog.getByRole('checkbox', { name: 'Tue' }).check()
  await dialog.getByRole('checkbox', { name: 'Thu' }).check()
  await dialog.getByLabel(M.SHIFT_START).selectOption({ label: '5:30 AM' })
  await dialog.getByLabel(M.SHIFT_END).selectOption({ label: '9:00 AM' })
  await dialog.getByLabel(M.SHIFT_KIND).selectOption({ value: 'COACHING' })
  expect(await seriousViolations(page), 'axe on the New shift pattern modal').toEqual([])
  await expect(dialog.getByText(M.PATTERN_DAYS_REQUIRED)).toBeHidden()
  await page.screenshot({ path: `${SHOTS}/new-shift-pattern-1366.png` })
  await dialog.getByRole('button', { name: M.SAVE_SHIFT_PATTERN }).click()
  await expect(toast(page, M.SHIFT_PATTERN_SAVED)).toBeVisible({ timeout: 30_000 })
  await expect(dialog).toBeHidden()

  const saved = (await api<ShiftPatternsWire>(page, SHIFT_PATTERN_PATHS.patterns, { centerServiceId: GYM })).patterns.find((p) => p.name === name)
  expect(saved?.days).toEqual([
    { weekday: 1, startMinute: 330, endMinute: 540, kind: 'COACHING' },
    { weekday: 3, startMinute: 330, endMinute: 540, kind: 'COACHING' },
  ])
  await page.getByRole('button', { name: M.APPLY_SHIFT_PATTERN }).click()
  const apply = page.getByRole('dialog', { name: M.APPLY_SHIFT_PATTERN })
  const choice = apply.getByRole('radiogroup', { name: M.PATTERN_LIST }).getByRole('radio', { name })
  await expect(choice).toBeVisible({ timeout: 30_000 })
  await expect(choice).toHaveAccessibleDescription('Tue, Thu: 5:30 AM – 9:00 AM, Coaching')
})
