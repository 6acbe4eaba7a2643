import { expect, test } from '@playwright/test'
import { type LeaveRequestsWire, STAFF_DESK_PATHS } from '../adapters/http/contract/staff-desk.codecs'
import { dayText } from '../core/employee/staff-desk.rule'
import { epochMs } from '../core/shared/brands'
import { addDays } from '../core/shared/centre-day'
import { centreDayOf } from '../core/shared/centre-day-of'
import * as M from '../core/shared/messages'
import { api, sandboxNow, seriousViolations, signInAsPersona, toast } from './support'

/*
 * A staff member asks for their own leave on My Leave, as the centre manager of Koramangala Gym
 * (1001, their first centre); on Leave Management their own request waits for another manager.
 * Days come from the sandbox's clock; the outcome is read back through the API.
 */

const GYM = 1001

test('my leave: the centre manager asks for two days off; the request waits and is not theirs to decide', async ({ page }) => {
  test.setTimeout(120_000)
  await signInAsPersona(page, 'centre-manager')
  const today = centreDayOf(epochMs(await sandboxNow(page)))
  const from = addDays(today, 20)
  const to = addDays(today, 21)

  await page.goto('/my-leave')
  await expect(page.getByRole('heading', { level: 1, name: 'My Leave' })).toBeVisible({ timeout: 30_000 })
  await page.getByRole('button', { name: M.REQUEST_LEAVE }).click()
  const dialog = page.getByRole('dialog', { name: M.REQUEST_LEAVE })
  await dialog.getByLabel(M.LEAVE_FROM).fill(from)
  await dialog.getByLabel(M.LEAVE_TO).fill(to)
  await dialog.getByRole('textbox', { name: M.LEAVE_REASON }).fill('Sister’s wedding')
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 812 })
    expect(await seriousViolations(page), `axe on the Request leave modal at ${width} px`).toEqual([])
  }
  await page.setViewportSize({ width: 1366, height: 800 })
  await dialog.getByRole('button', { name: M.SEND_LEAVE_REQUEST }).click()
  await expect(toast(page, M.LEAVE_REQUESTED)).toBeVisible()
  const row = page.getByRole('listitem', { name: M.leaveDays(dayText(from), dayText(to)) })
  await expect(row.getByText(M.LEAVE_STATUS_LABELS.PENDING ?? '', { exact: true })).toBeVisible()
  // After a reload (no toast fading in), the list with the request passes axe at both sizes.
  await page.reload()
  await expect(row.getByText(M.LEAVE_STATUS_LABELS.PENDING ?? '', { exact: true })).toBeVisible({ timeout: 30_000 })
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 812 })
    expect(await seriousViolations(page), `axe on My Leave at ${width} px`).toEqual([])
  }
  await page.setViewportSize({ width: 1366, height: 800 })

  const mine = (await api<LeaveRequestsWire>(page, STAFF_DESK_PATHS.myLeaveRequests, { centerServiceId: GYM })).requests.find((r) => r.startDay === from)
  expect(mine).toMatchObject({ endDay: to, status: 'PENDING', reason: 'Sister’s wedding', mine: true })

  await page.goto('/leave-management')
  const own = page.getByRole('listitem', { name: `${mine?.name ?? ''}, ${M.leaveDays(dayText(from), dayText(to))}` })
  await expect(own.getByText(M.YOUR_OWN_REQUEST)).toBeVisible({ timeout: 30_000 })
  await expect(own.getByRole('button', { name: new RegExp(M.APPROVE_LEAVE) })).toHaveCount(0)
})
