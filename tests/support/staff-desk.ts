import type { StaffDeskWorld } from '../../adapters/in-memory/staff-desk.in-memory'
import type { LeaveRequest } from '../../core/employee/staff-desk'
import { epochMs } from '../../core/shared/brands'
import { addDays, centreDayOf } from '../../core/shared/centre-day'
import { HOUR_MS, MINUTE_MS } from '../../core/shared/constants'

/**
 * A small staff desk for the in-memory world at the gym (1001): leave requests in every state,
 * GX shifts that ended, one running now and some to come, and the signed-in employee's
 * delinquencies in every state with four grooming audits.
 */
export const seedStaffDeskWorld = (w: StaffDeskWorld): void => {
  ;(w.centres as number[]).push(1001, 1003)
  const now = w.clock.now()
  const today = centreDayOf(now)
  const leave = (id: string, agentId: string, name: string, from: number, to: number, status: LeaveRequest['status']): LeaveRequest => ({
    id,
    agentId,
    name,
    primaryRole: 'FMS_PERSONAL_TRAINER',
    centerServiceId: 1001,
    startDay: addDays(today, from),
    endDay: addDays(today, to),
    reason: 'Family function',
    status,
    decidedBy: status === 'PENDING' ? undefined : 'Vikram Shetty',
    decidedAt: status === 'PENDING' ? undefined : epochMs(now - 2 * HOUR_MS),
    mine: false,
  })
  w.leave.push(
    leave('lv-1', 'emp-001', 'Rahul Nair', 3, 4, 'PENDING'),
    leave('lv-2', 'emp-002', 'Sneha Kulkarni', 6, 6, 'PENDING'),
    leave('lv-3', 'emp-004', 'Tanvi Shah', 8, 9, 'PENDING'),
    leave('lv-4', 'emp-002', 'Sneha Kulkarni', -3, -3, 'APPROVED'),
    leave('lv-5', 'emp-001', 'Rahul Nair', -6, -5, 'REJECTED'),
  )
  const anchor = now - (now % (30 * MINUTE_MS))
  ;[
    [-26 * 60, 60],
    [-2 * 60, 60],
    [-30, 75],
    [2 * 60, 60],
    [26 * 60, 60],
  ].forEach(([start = 0, length = 60], i) =>
    w.gxShifts.push({
      id: `gx-${i + 1}`,
      className: ['HRX Workout', 'Yoga', 'Dance Fitness', 'Boxing', 'Burn'][i] ?? 'HRX Workout',
      trainerName: 'Tanvi Shah',
      cultEmployeeId: 'CE5004',
      centerServiceId: 1001,
      startTime: epochMs(anchor + start * MINUTE_MS),
      endTime: epochMs(anchor + (start + length) * MINUTE_MS),
    }),
  )
  ;(['OPEN', 'OPEN', 'REVERSAL_REQUESTED', 'REVERSED'] as const).forEach((status, i) =>
    w.delinquencies.push({
      id: `dq-${i + 1}`,
      empId: w.empId,
      centerServiceId: 1001,
      day: addDays(today, -(1 + 4 * i)),
      kind: 'LATE_CHECK_IN',
      points: 1 + i,
      status,
      reversalReason: status === 'OPEN' ? undefined : 'I was covering a class',
    }),
  )
  w.delinquencies.push({ id: 'dq-other', empId: 'EMP9999', centerServiceId: 1001, day: today, kind: 'NO_SHOW', points: 2, status: 'OPEN', reversalReason: undefined })
  for (let i = 0; i < 4; i++) w.grooming.push({ empId: w.empId, centerServiceId: 1001, audit: { day: addDays(today, -(2 + 7 * i)), score: 6 + i, outOf: 10, remarks: 'Uniform neat' } })
}
