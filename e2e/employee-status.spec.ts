import { type Page, type TestInfo, expect, test } from '@playwright/test'
import { type DelinquenciesWire, type GroomingScoreWire, type GxShiftsWire, type LeaveRequestsWire, STAFF_DESK_PATHS } from '../adapters/http/contract/staff-desk.codecs'
import { sortShifts } from '../core/employee/shift-lists.rule'
import { dayText, groomingAverage } from '../core/employee/staff-desk.rule'
import { epochMs } from '../core/shared/brands'
import * as M from '../core/shared/messages'
import { api, sandboxNow, seriousViolations, signInAsPersona, toast } from './support'

/*
 * The rest of the staff screens against a fresh seeded sandbox, as the owner (employee id EMP1001,
 * cult employee id CE1001) at Koramangala Gym (the first centre, service id 1001). What each
 * journey expects comes from the sandbox's own answers and, after a reload, from what it stored.
 */

const GYM = 1001
/** A desktop and a phone screenshot of the screen as it is, kept with the test's output; axe clean at both sizes. */
const lookAt = async (page: Page, info: TestInfo, name: string): Promise<void> => {
  await page.setViewportSize({ width: 1366, height: 800 })
  await page.screenshot({ path: info.outputPath(`${name}-desktop.png`), fullPage: true })
  expect(await seriousViolations(page), `axe on ${name} at 1366 px`).toEqual([])
  await page.setViewportSize({ width: 375, height: 812 })
  await page.screenshot({ path: info.outputPath(`${name}-phone.png`), fullPage: true })
  expect(await seriousViolations(page), `axe on ${name} at 375 px`).toEqual([])
  await page.setViewportSize({ width: 1366, height: 800 })
}

test.beforeEach(async ({ page }) => {
  await signInAsPersona(page, 'owner')
})

test('leave management: approve one request and reject another; both decided after a reload', async ({ page }, info) => {
  test.setTimeout(120_000)
  const all = (await api<LeaveRequestsWire>(page, STAFF_DESK_PATHS.leaveRequests, { centerServiceId: GYM })).requests
  expect(new Set(all.map((r) => r.status)), 'requests in every state').toEqual(new Set(['PENDING', 'APPROVED', 'REJECTED']))
  const [first, second] = all.filter((r) => r.status === 'PENDING')
  if (first === undefined || second === undefined) throw new Error('two pending leave requests at Koramangala')
  const rowOf = (r: (typeof all)[number]) => page.getByRole('listitem', { name: `${r.name}, ${M.leaveDays(dayText(r.startDay), dayText(r.endDay))}` })

  await page.goto('/leave-management')
  // The first screen of the run loads cold on a shared 2-core machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Leave Management' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('list', { name: 'Leave Management' }).getByRole('listitem')).toHaveCount(all.length)
  await lookAt(page, info, 'leave-management')

  await rowOf(first).getByRole('button', { name: `${M.APPROVE_LEAVE}: ${first.name}` }).click()
  await expect(toast(page, M.LEAVE_APPROVED)).toBeVisible()
  await expect(rowOf(first).getByText(M.LEAVE_STATUS_LABELS.APPROVED ?? '', { exact: true })).toBeVisible()
  await rowOf(second).getByRole('button', { name: `${M.REJECT_LEAVE}: ${second.name}` }).click()
  await expect(toast(page, M.LEAVE_REJECTED)).toBeVisible()

  await page.reload()
  await expect(rowOf(first).getByText(M.LEAVE_STATUS_LABELS.APPROVED ?? '', { exact: true })).toBeVisible({ timeout: 30_000 })
  await expect(rowOf(first).getByText(/^Approved by Asha Rao on /)).toBeVisible()
  await expect(rowOf(first).getByRole('button', { name: new RegExp(M.APPROVE_LEAVE) })).toHaveCount(0)
  await expect(rowOf(second).getByText(M.LEAVE_STATUS_LABELS.REJECTED ?? '', { exact: true })).toBeVisible()
  await page.getByLabel(M.LEAVE_FILTER).selectOption({ label: M.LEAVE_STATUS_LABELS.PENDING ?? '' })
  await expect(page.getByRole('list', { name: 'Leave Management' }).getByRole('listitem')).toHaveCount(all.filter((r) => r.status === 'PENDING').length - 2)

  const stored = (await api<LeaveRequestsWire>(page, STAFF_DESK_PATHS.leaveRequests, { centerServiceId: GYM })).requests
  expect(stored.find((r) => r.id === first.id)).toMatchObject({ status: 'APPROVED', decidedBy: 'Asha Rao' })
  expect(stored.find((r) => r.id === second.id)).toMatchObject({ status: 'REJECTED', decidedBy: 'Asha Rao' })
})

test('GX shifts: the centre’s shifts split into past, current and upcoming as the sandbox’s clock has them', async ({ page }, info) => {
  test.setTimeout(120_000)
  await page.goto('/employee/gxShifts')
  await expect(page.getByRole('heading', { level: 1, name: 'GX Shifts' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${M.GX_PAST}`) })).toBeVisible()
  const shifts = (await api<GxShiftsWire>(page, STAFF_DESK_PATHS.gxShifts, { centerServiceId: GYM })).shifts.map((s) => ({ ...s, startTime: epochMs(s.startTime), endTime: epochMs(s.endTime) }))
  const split = sortShifts(shifts, epochMs(await sandboxNow(page)))
  expect(split.past.length, 'shifts that ended').toBeGreaterThan(0)
  expect(split.upcoming.length, 'shifts to come').toBeGreaterThan(0)
  for (const [title, list] of [
    [M.GX_PAST, split.past],
    [M.GX_CURRENT, split.current],
    [M.GX_UPCOMING, split.upcoming],
  ] as const) {
    const column = page.getByRole('region', { name: new RegExp(`^${title}`) })
    await expect(column.getByRole('heading', { level: 2 })).toHaveText(`${title} ${M.gxShiftsCount(list.length)}`)
    await expect(column.getByRole('listitem')).toHaveText(list.map((s) => new RegExp(`^${s.className}`)))
  }
  await lookAt(page, info, 'gx-shifts')
  await page.reload()
  await expect(page.getByRole('region', { name: new RegExp(`^${M.GX_UPCOMING}`) }).getByRole('listitem')).toHaveCount(split.upcoming.length, { timeout: 30_000 })
})

test('delinquency reversal: a reason is required, then the reversal is requested and kept after a reload', async ({ page }, info) => {
  test.setTimeout(120_000)
  const mine = (await api<DelinquenciesWire>(page, STAFF_DESK_PATHS.delinquencies, { centerServiceId: GYM })).delinquencies
  const open = mine.find((d) => d.status === 'OPEN')
  if (open === undefined) throw new Error('an open delinquency of the owner at Koramangala')
  const kind = M.DELINQUENCY_KIND_LABELS[open.kind] ?? open.kind
  const row = page.getByRole('listitem', { name: `${kind}, ${dayText(open.day)}` })

  await page.goto('/delinquencyReversal')
  await expect(page.getByRole('heading', { level: 1, name: 'Delinquency Reversal' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('list', { name: 'Delinquency Reversal' }).getByRole('listitem')).toHaveCount(mine.length)
  await lookAt(page, info, 'delinquency-reversal')
  await row.getByRole('button', { name: `${M.REQUEST_REVERSAL}: ${kind}, ${dayText(open.day)}` }).click()
  const dialog = page.getByRole('dialog', { name: `${M.REQUEST_REVERSAL}: ${kind}, ${dayText(open.day)}` })
  await dialog.getByRole('button', { name: M.SEND_REVERSAL }).click()
  await expect(dialog.getByText(M.REVERSAL_REASON_REQUIRED)).toBeVisible()
  expect(await seriousViolations(page), 'axe with the reason refused').toEqual([])
  await dialog.getByLabel(M.REVERSAL_REASON).fill('The tab did not scan my card that morning')
  await dialog.getByRole('button', { name: M.SEND_REVERSAL }).click()
  await expect(toast(page, M.REVERSAL_REQUESTED)).toBeVisible()
  await expect(dialog).toBeHidden()

  await page.reload()
  await expect(row.getByText(M.DELINQUENCY_STATUS_LABELS.REVERSAL_REQUESTED ?? '', { exact: true })).toBeVisible({ timeout: 30_000 })
  await expect(row.getByText('The tab did not scan my card that morning')).toBeVisible()
  await expect(row.getByRole('button', { name: new RegExp(M.REQUEST_REVERSAL) })).toHaveCount(0)
  const stored = (await api<DelinquenciesWire>(page, STAFF_DESK_PATHS.delinquencies, { centerServiceId: GYM })).delinquencies.find((d) => d.id === open.id)
  expect(stored).toMatchObject({ status: 'REVERSAL_REQUESTED', reversalReason: 'The tab did not scan my card that morning' })
})

test('grooming score: the average and every audit as the sandbox has them, the same after a reload', async ({ page }, info) => {
  test.setTimeout(120_000)
  const g = await api<GroomingScoreWire>(page, STAFF_DESK_PATHS.groomingScore, { centerServiceId: GYM })
  const avg = groomingAverage(g.audits)
  if (avg === undefined) throw new Error('grooming audits of the owner at Koramangala')
  await page.goto('/groomingScore')
  await expect(page.getByRole('heading', { level: 1, name: 'Attire/Grooming Score' })).toBeVisible({ timeout: 30_000 })
  const check = async (): Promise<void> => {
    await expect(page.getByRole('status', { name: `${M.GROOMING_AVERAGE}: ${M.groomingScoreText(avg.score, avg.outOf)}` })).toBeVisible({ timeout: 30_000 })
    const table = page.getByRole('table', { name: M.GROOMING_AUDITS })
    await expect(table.getByRole('row')).toHaveCount(g.audits.length + 1)
    for (const a of g.audits) {
      const row = table.getByRole('row', { name: new RegExp(`^${dayText(a.day)}`) })
      await expect(row.getByRole('cell').first()).toHaveText(M.groomingScoreText(a.score, a.outOf))
      await expect(row.getByRole('cell').nth(1)).toHaveText(a.remarks)
    }
  }
  await check()
  await lookAt(page, info, 'grooming-score')
  await page.reload()
  await check()
})
