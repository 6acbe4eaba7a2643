import { expect, test } from '@playwright/test'
import { EMPLOYEE_PATHS, type EmployeePageWire, type RosterWire } from '../adapters/http/contract/employee.codecs'
import { ROSTER_SLOT_PATHS, type RosterSlotsWire } from '../adapters/http/contract/roster-slots.codecs'
import { weekOf, weekdayOf } from '../core/employee/roster.rule'
import { shiftClockTime } from '../core/employee/shift-time.rule'
import { epochMs } from '../core/shared/brands'
import { addDays, centreDayOf } from '../core/shared/centre-day'
import * as M from '../core/shared/messages'
import { api, followSandboxClock, sandboxNow, seriousViolations, signInAsPersona, toast, fitsWindow } from './support'

/*
 * The roster's slot picker against the seeded sandbox, as the owner at Koramangala Gym (service
 * id 1001). The trainer, the free and the booked slot come from the sandbox's own answers; the
 * day is tomorrow on the sandbox's clock, whose slots are all shown at any hour of today.
 */

const GYM = 1001
const slotName = (s: { startTime: number; endTime: number }): string => `${shiftClockTime(epochMs(s.startTime))} – ${shiftClockTime(epochMs(s.endTime))}`

test.beforeEach(async ({ page }) => {
  await signInAsPersona(page, 'owner')
  await followSandboxClock(page)
})

test("book a trainer's free slot on the roster: the message without a slot, booked slots not choosable, the booking there after a reload", async ({ page }) => {
  test.setTimeout(120_000)
  const today = centreDayOf(epochMs(await sandboxNow(page)))
  const tomorrow = addDays(today, 1)
  const staff = (await api<EmployeePageWire>(page, EMPLOYEE_PATHS.employeesPage, { centerServiceId: GYM, pageNo: 0, pageSize: 1000 })).content
  const trainers = staff.filter((e) => e.status === 'ACTIVE' && e.primaryRole === 'FMS_PERSONAL_TRAINER')
  const withBooked = await Promise.all(
    trainers.map(async (e) => ({ e, slots: (await api<RosterSlotsWire>(page, ROSTER_SLOT_PATHS.slots, { centerServiceId: GYM, agentId: e.agentId, day: tomorrow })).slots })),
  )
  const pick = withBooked.find((x) => x.slots.some((s) => s.status === 'BOOKED') && x.slots.some((s) => s.status === 'AVAILABLE'))
  if (pick === undefined) throw new Error('the seed books no trainer slot tomorrow at Koramangala')
  const booked = pick.slots.find((s) => s.status === 'BOOKED')
  const free = pick.slots.find((s) => s.status === 'AVAILABLE')
  if (booked === undefined || free === undefined) throw new Error('unreachable')

  await page.goto('/employee/rostering')
  await expect(page.getByRole('heading', { level: 1, name: 'Rostering' })).toBeVisible({ timeout: 30_000 })
  await page.getByRole('button', { name: M.BOOK_SLOT }).click()
  const dialog = page.getByRole('dialog', { name: M.BOOK_SLOT })
  await dialog.getByLabel(M.SLOT_AGENT).selectOption({ value: pick.e.agentId })
  await dialog.getByLabel(M.SLOT_PICKER_DAY).selectOption({ value: tomorrow })
  const slots = dialog.getByRole('radiogroup', { name: M.SLOT_PICKER_LIST })
  await expect(slots.getByRole('radio')).toHaveCount(pick.slots.length, { timeout: 30_000 })
  await expect(slots.getByRole('radio', { name: `${slotName(booked)} (${M.SLOT_BOOKED})` })).toBeDisabled()
  expect(await seriousViolations(page), 'axe on the slot picker').toEqual([])
  await page.screenshot({ path: '/tmp/roster-shots/roster-slot-picker-1366.png' })

  await dialog.getByRole('button', { name: M.CONFIRM_SLOT }).click()
  await expect(dialog.getByText(M.TIME_SLOT_REQUIRED)).toBeVisible()
  await slots.getByRole('radio', { name: slotName(free), exact: true }).check()
  await expect(dialog.getByText(M.TIME_SLOT_REQUIRED)).toBeHidden()
  await dialog.getByRole('button', { name: M.CONFIRM_SLOT }).click()
  await expect(toast(page, M.SLOT_BOOKED_DONE)).toBeVisible({ timeout: 30_000 })
  await expect(dialog).toBeHidden()

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Rostering' })).toBeVisible({ timeout: 30_000 })
  if (weekOf(tomorrow)[0] !== weekOf(today)[0]) await page.getByRole('button', { name: `${M.NEXT_WEEK} →` }).click()
  const row = page
    .getByRole('table', { name: M.ROSTER_TABLE })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${pick.e.name}`) }) })
  await expect(row.getByRole('cell').nth(weekdayOf(tomorrow))).toContainText(slotName(free), { timeout: 30_000 })
  const stored = (await api<RosterWire>(page, EMPLOYEE_PATHS.shifts, { centerServiceId: GYM, weekStart: weekOf(tomorrow)[0] ?? tomorrow })).shifts
  expect(stored.find((s) => s.agentId === pick.e.agentId && s.startTime === free.startTime)).toMatchObject({ kind: 'PERSONAL_TRAINING', endTime: free.endTime })
  const after = (await api<RosterSlotsWire>(page, ROSTER_SLOT_PATHS.slots, { centerServiceId: GYM, agentId: pick.e.agentId, day: tomorrow })).slots
  expect(after.find((s) => s.startTime === free.startTime)?.status).toBe('BOOKED')
})

test('on a phone the slot picker fits the screen and is axe clean', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 375, height: 812 })
  const tomorrow = addDays(centreDayOf(epochMs(await sandboxNow(page))), 1)
  const staff = (await api<EmployeePageWire>(page, EMPLOYEE_PATHS.employeesPage, { centerServiceId: GYM, pageNo: 0, pageSize: 1000 })).content
  const trainer = staff.find((e) => e.status === 'ACTIVE' && e.primaryRole === 'FMS_PERSONAL_TRAINER')
  if (trainer === undefined) throw new Error('no trainer at Koramangala')
  const expected = (await api<RosterSlotsWire>(page, ROSTER_SLOT_PATHS.slots, { centerServiceId: GYM, agentId: trainer.agentId, day: tomorrow })).slots
  await page.goto('/employee/rostering')
  await page.getByRole('button', { name: M.BOOK_SLOT }).click({ timeout: 30_000 })
  const dialog = page.getByRole('dialog', { name: M.BOOK_SLOT })
  await dialog.getByLabel(M.SLOT_AGENT).selectOption({ value: trainer.agentId })
  await dialog.getByLabel(M.SLOT_PICKER_DAY).selectOption({ value: tomorrow })
  await expect(dialog.getByRole('radio')).toHaveCount(expected.length, { timeout: 30_000 })
  await fitsWindow(page, 375)
  expect(await seriousViolations(page), 'axe on the slot picker (phone)').toEqual([])
  await page.screenshot({ path: '/tmp/roster-shots/roster-slot-picker-375.png', fullPage: true })
})
