import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { LEAVE_REQUEST_MAX_DAYS, clashesWithOwnLeave, decidesOwnLeave, leaveShiftsOf, validateLeaveRequest } from '../../../../core/employee/leave-request.rule'
import { addDays } from '../../../../core/shared/centre-day'
import { centreDayOf } from '../../../../core/shared/centre-day-of'
import { epochMs } from '../../../../core/shared/brands'
import * as M from '../../../../core/shared/messages'

const TODAY = '2026-11-26'
const draft = (startDay: string, endDay: string, reason = 'Family function') => ({ startDay, endDay, reason })

describe('a leave request', () => {
  it('takes days from today on, in order, with a trimmed reason', () => {
    expect(validateLeaveRequest(draft(TODAY, addDays(TODAY, 2), '  Wedding  '), 1001, TODAY)).toEqual(
      E.right({ centerServiceId: 1001, startDay: TODAY, endDay: addDays(TODAY, 2), reason: 'Wedding' }),
    )
  })

  it('names every problem at once: a day in the past, an end before the start, no reason', () => {
    const r = validateLeaveRequest(draft(addDays(TODAY, -1), addDays(TODAY, -3), '   '), 1001, TODAY)
    expect(r).toEqual(E.left({ _tag: 'ValidationFailed', errors: { startDay: M.LEAVE_IN_THE_PAST, endDay: M.LEAVE_END_BEFORE_START, reason: M.LEAVE_REASON_REQUIRED } }))
  })

  it('refuses days that are not calendar days', () => {
    const r = validateLeaveRequest(draft('2026-02-30', 'tomorrow'), 1001, TODAY)
    expect(E.isLeft(r) && r.left.errors).toEqual({ startDay: M.LEAVE_DAY_REQUIRED, endDay: M.LEAVE_DAY_REQUIRED })
  })

  it('covers at most LEAVE_REQUEST_MAX_DAYS days, both ends counted (law over every start and length)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 1, max: 90 }), (offset, days) => {
        const start = addDays(TODAY, offset)
        const r = validateLeaveRequest(draft(start, addDays(start, days - 1)), 1001, TODAY)
        expect(E.isRight(r)).toBe(days <= 30)
        if (E.isLeft(r)) expect(r.left.errors.endDay).toBe(M.leaveTooLong(LEAVE_REQUEST_MAX_DAYS))
      }),
    )
  })

  it('clashes with the employee’s own waiting or approved days, never a rejected one', () => {
    const asked = { startDay: '2026-12-03', endDay: '2026-12-05' }
    expect(clashesWithOwnLeave(asked, [{ startDay: '2026-12-05', endDay: '2026-12-06', status: 'PENDING' }])).toBe(true)
    expect(clashesWithOwnLeave(asked, [{ startDay: '2026-12-01', endDay: '2026-12-03', status: 'APPROVED' }])).toBe(true)
    expect(clashesWithOwnLeave(asked, [{ startDay: '2026-12-04', endDay: '2026-12-04', status: 'REJECTED' }])).toBe(false)
    expect(clashesWithOwnLeave(asked, [{ startDay: '2026-12-06', endDay: '2026-12-08', status: 'PENDING' }])).toBe(false)
  })

  it('is never decided by the employee who asked', () => {
    expect(decidesOwnLeave({ agentId: 'staff-cm' }, 'staff-cm')).toBe(true)
    expect(decidesOwnLeave({ agentId: 'staff-cm' }, 'staff-owner')).toBe(false)
  })

  it('puts one leave at 5 am on each of its days on the roster', () => {
    const shifts = leaveShiftsOf({ agentId: 'a', centerServiceId: 1001, startDay: '2026-12-30', endDay: '2027-01-02' })
    expect(shifts.map((s) => centreDayOf(epochMs(s.startTime)))).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02'])
    for (const s of shifts) expect(new Date(s.startTime).toISOString().slice(11, 16)).toBe('23:30') // 5 am IST is 23:30 UTC the day before
    expect(shifts.every((s) => s.kind === 'LEAVE')).toBe(true)
  })
})
