import { type Page, expect, test } from '@playwright/test'
import { type AttendanceWire, EMPLOYEE_PATHS, type EmployeePageWire, type EmployeeWire } from '../adapters/http/contract/employee.codecs'
import { ptLevelOf, roleLabel } from '../core/employee/employee-profile.rule'
import { epochMs } from '../core/shared/brands'
import { centreDayOf } from '../core/shared/centre-day'
import * as M from '../core/shared/messages'
import { api, sandboxNow, seriousViolations, signInAsPersona, toast } from './support'

/*
 * The staff screens against the seeded sandbox, as the owner at Koramangala Gym (the first
 * centre, service id 1001). What the journeys expect comes from the sandbox's own answers (its
 * employee list, its attendance of the day) and, after a reload, from what it stored.
 */

const GYM = 1001
const employeesAt = async (page: Page, sid: number): Promise<readonly EmployeeWire[]> =>
  (await api<EmployeePageWire>(page, EMPLOYEE_PATHS.employeesPage, { centerServiceId: sid, pageNo: 0, pageSize: 1000 })).content

test.beforeEach(async ({ page }) => {
  await signInAsPersona(page, 'owner')
})

test('find a trainer by name and role, open their profile, change their level; the change is there after a reload', async ({ page }) => {
  test.setTimeout(120_000)
  const trainers = (await employeesAt(page, GYM)).filter((e) => e.primaryRole === 'FMS_PERSONAL_TRAINER' && e.status === 'ACTIVE' && e.ptLevelCode !== null)
  const trainer = trainers[0]
  expect(trainer, 'a seeded PT trainer at Koramangala').toBeDefined()
  if (trainer === undefined) return
  await page.goto('/employee/my-employee-v2')
  // The first screen of the run loads cold on a shared 2-core machine.
  await expect(page.getByRole('heading', { level: 1, name: 'My Employees' })).toBeVisible({ timeout: 30_000 })
  await page.getByLabel(M.ROLE_FILTER).selectOption({ label: roleLabel('FMS_PERSONAL_TRAINER') })
  await page.getByLabel(M.SEARCH_EMPLOYEES).fill(trainer.name.toUpperCase())
  await expect(page.getByRole('status').filter({ hasText: /employee/ })).toHaveText(/^1 of \d+ employees$/)
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: trainer.name }) })
  await expect(card.getByText(`PT level ${ptLevelOf(trainer.ptLevelCode ?? '') ?? ''}`)).toBeVisible()
  expect(await seriousViolations(page), 'axe on the list').toEqual([])

  await card.getByRole('link', { name: trainer.name }).click()
  await expect(page).toHaveURL(new RegExp(`/employee/my-employee-detail-v2/${trainer.agentId}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Employee Details' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: trainer.name })).toBeVisible()
  const centres = page.getByRole('region', { name: M.CENTRES })
  for (const c of trainer.centres) await expect(centres.getByText(c.name)).toBeVisible()
  expect(await seriousViolations(page), 'axe on the profile').toEqual([])

  // A level the trainer does not hold yet, from the levels the sandbox offers.
  const levels = (await api<{ levels: { code: string; name: string }[] }>(page, EMPLOYEE_PATHS.ptLevels, { groupType: 'GYM_PT' })).levels
  const other = levels.find((l) => l.code !== trainer.ptLevelCode)
  if (other === undefined) throw new Error('one PT level only')
  await page.getByRole('button', { name: M.EDIT_PROFILE }).click()
  const dialog = page.getByRole('dialog', { name: `${M.EDIT_PROFILE}: ${trainer.name}` })
  await dialog.getByLabel(M.PT_LEVEL).selectOption(other.code)
  await dialog.getByRole('button', { name: M.SAVE_PROFILE }).click()
  await expect(toast(page, M.PROFILE_SAVED)).toBeVisible()
  await page.reload()
  await expect(page.getByRole('region', { name: M.PRIMARY_ROLE }).getByText(ptLevelOf(other.code) ?? '', { exact: true })).toBeVisible()
})

test('create an employee: every field error at once, then created and on the list after a reload', async ({ page }) => {
  test.setTimeout(120_000)
  const n = String((await sandboxNow(page)) % 100_000_000).padStart(8, '0')
  const name = `Neel Kamath ${n.slice(-4)}`
  await page.goto('/employee/my-employee-v2')
  await page.getByRole('button', { name: M.ADD_EMPLOYEE }).click()
  const dialog = page.getByRole('dialog', { name: M.ADD_EMPLOYEE })
  await dialog.getByRole('button', { name: M.ADD_EMPLOYEE }).click()
  for (const m of [M.EMPLOYEE_NAME_REQUIRED, M.EMPLOYEE_EMAIL_INVALID, M.EMPLOYEE_PHONE_INVALID, M.EMPLOYEE_ROLE_REQUIRED]) await expect(dialog.getByText(m)).toBeVisible()
  expect(await seriousViolations(page), 'axe with the form refused').toEqual([])
  await dialog.getByLabel(M.EMPLOYEE_NAME).fill(name)
  await dialog.getByLabel(M.EMPLOYEE_EMAIL).fill(`neel.${n}@staff.example`)
  await dialog.getByLabel(M.EMPLOYEE_PHONE).fill(`6${n}9`)
  await dialog.getByLabel(M.EMPLOYEE_ROLE).selectOption({ label: roleLabel('FMS_PERSONAL_TRAINER') })
  await dialog.getByLabel(M.PT_LEVEL).selectOption('GYM_PT_LEVEL_L2')
  await dialog.getByRole('button', { name: M.ADD_EMPLOYEE }).click()
  await expect(toast(page, M.EMPLOYEE_CREATED)).toBeVisible()
  await expect(dialog).toBeHidden()
  await page.reload()
  await page.getByLabel(M.SEARCH_EMPLOYEES).fill(name)
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name }) })
  await expect(card.getByText('PT level L2')).toBeVisible()
  const stored = (await employeesAt(page, GYM)).find((e) => e.name === name)
  expect(stored).toMatchObject({ email: `neel.${n}@staff.example`, primaryRole: 'FMS_PERSONAL_TRAINER', ptLevelCode: 'GYM_PT_LEVEL_L2' })
})

test("manual attendance: 'I'm Sure' stays disabled until a reason is chosen; marked present after a reload", async ({ page }) => {
  test.setTimeout(120_000)
  const day = centreDayOf(epochMs(await sandboxNow(page)))
  const rows = (await api<AttendanceWire>(page, EMPLOYEE_PATHS.attendance, { centerServiceId: GYM, day })).rows
  const open = rows.find((r) => r.status === 'NOT_MARKED' || r.status === 'ABSENT')
  expect(open, 'a shift today not marked yet').toBeDefined()
  if (open === undefined) return
  await page.goto('/employee/attendance')
  const row = page.getByRole('listitem').filter({ hasText: open.name })
  await row.getByRole('button', { name: `${M.MARK_ATTENDANCE}: ${open.name}` }).click()
  const dialog = page.getByRole('dialog', { name: M.ARE_YOU_SURE })
  const sure = dialog.getByRole('button', { name: M.I_M_SURE })
  await expect(sure).toBeDisabled()
  await expect(dialog.getByRole('button', { name: M.CANCEL })).toBeEnabled()
  expect(await seriousViolations(page), 'axe with the Are-you-sure modal').toEqual([])
  await dialog.getByLabel(M.ATTENDANCE_REASON_LABEL).selectOption('Tab scan not working')
  await expect(sure).toBeEnabled()
  await sure.click()
  await expect(toast(page, M.ATTENDANCE_MARKED)).toBeVisible()
  await page.reload()
  const after = page.getByRole('listitem').filter({ hasText: open.name })
  await expect(after.getByText(M.ATTENDANCE_STATUS_LABELS.PRESENT ?? 'Present', { exact: true })).toBeVisible()
  await expect(after.getByText(M.markedByHand('Tab scan not working', 'Asha Rao'))).toBeVisible()
  const stored = (await api<AttendanceWire>(page, EMPLOYEE_PATHS.attendance, { centerServiceId: GYM, day })).rows.find((r) => r.shift.shiftId === open.shift.shiftId)
  expect(stored).toMatchObject({ status: 'PRESENT', manual: { reason: 'Tab scan not working', markedBy: 'Asha Rao' } })
})

test('add a shift and a leave on the roster; both are there after a reload, the leave at 5 am', async ({ page }) => {
  test.setTimeout(120_000)
  const staff = (await employeesAt(page, GYM)).filter((e) => e.status === 'ACTIVE')
  const person = staff.find((e) => e.primaryRole === 'HOUSEKEEPING') ?? staff[0]
  if (person === undefined) throw new Error('no active employee at Koramangala')
  await page.goto('/employee/rostering')
  await expect(page.getByRole('heading', { level: 1, name: 'Rostering' })).toBeVisible({ timeout: 30_000 })
  // Next week: the seed rosters only this week, so the person is off every day there.
  await page.getByRole('button', { name: `${M.NEXT_WEEK} →` }).click()
  const table = page.getByRole('table', { name: M.ROSTER_TABLE })
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${person.name}`) }) })
  await expect(row.getByText(M.NO_SHIFT)).toHaveCount(7)
  const days = (await table.getByRole('columnheader').allTextContents()).slice(1)
  expect(await seriousViolations(page), 'axe on the roster').toEqual([])

  const addOne = async (dayLabel: string, kind: string, times?: { start: string; end: string }): Promise<void> => {
    await page.getByRole('button', { name: M.ADD_SHIFT }).click()
    const dialog = page.getByRole('dialog', { name: M.ADD_SHIFT })
    await dialog.getByLabel(M.SHIFT_EMPLOYEE).selectOption({ value: person.agentId })
    await dialog.getByLabel(M.SHIFT_DAY).selectOption({ label: dayLabel })
    await dialog.getByLabel(M.SHIFT_KIND).selectOption({ label: kind })
    if (times !== undefined) {
      await dialog.getByLabel(M.SHIFT_START).selectOption({ label: times.start })
      await dialog.getByLabel(M.SHIFT_END).selectOption({ label: times.end })
    }
    await dialog.getByRole('button', { name: M.ADD_SHIFT }).click()
    await expect(dialog).toBeHidden()
  }
  await addOne(days[1] ?? '', 'Floor training', { start: '7:30 AM', end: '11:00 AM' })
  await expect(toast(page, M.SHIFT_ADDED)).toBeVisible()
  await addOne(days[3] ?? '', 'Leave')
  await expect(toast(page, M.LEAVE_ADDED)).toBeVisible()

  await page.reload()
  await page.getByRole('button', { name: `${M.NEXT_WEEK} →` }).click()
  const cells = row.getByRole('cell')
  await expect(cells.nth(1)).toContainText('7:30 AM – 11:00 AM')
  await expect(cells.nth(3)).toContainText(M.leaveFrom('5:00 AM'))
  await expect(row.getByText(M.NO_SHIFT)).toHaveCount(5)
})
