import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import { daysInRange, eachDay, isCalendarDay } from '../dashboard/dashboard-range.rule'
import type { CentreDay } from '../shared/centre-day-of'
import { type ValidationFailed, validationFailed } from '../shared/errors'
import {
  LEAVE_DAY_REQUIRED,
  LEAVE_END_BEFORE_START,
  LEAVE_IN_THE_PAST,
  LEAVE_REASON_REQUIRED,
  leaveReasonTooLong,
  leaveTooLong,
} from '../shared/messages'
import type { NewShift } from './employee'
import { leaveShiftTimes } from './roster.rule'
import type { LeaveRequest } from './staff-desk'
import { withinTextBound } from '../shared/field-check'

/** The most days one leave request covers (a longer absence is sent as several requests). */
export const LEAVE_REQUEST_MAX_DAYS = 30
/** The longest reason kept with a request. */
export const LEAVE_REASON_MAX = 500

export type LeaveField = 'startDay' | 'endDay' | 'reason'

/** The Request leave form: the first and last centre days (inclusive) and a reason. */
export type LeaveDraft = { readonly startDay: string; readonly endDay: string; readonly reason: string }

/** A checked request: days in order, from today, at most LEAVE_REQUEST_MAX_DAYS; the reason trimmed. */
export type NewLeaveRequest = { readonly centerServiceId: number; readonly startDay: CentreDay; readonly endDay: CentreDay; readonly reason: string }

/**
 * Checks a leave request (every field error at once): both days real calendar days, the first
 * from `today` (centre day) on, the last not before the first and the whole at most
 * LEAVE_REQUEST_MAX_DAYS days; a reason of 1 to LEAVE_REASON_MAX characters once trimmed. The
 * server applies the same rule.
 */
const validateLeaveRequestChecks = (d: LeaveDraft, centerServiceId: number, today: CentreDay): Either<ValidationFailed<LeaveField>, NewLeaveRequest> => {
  const errors: Partial<Record<LeaveField, string>> = {}
  const start = d.startDay.trim()
  const end = d.endDay.trim()
  const reason = d.reason.trim()
  if (!isCalendarDay(start)) errors.startDay = LEAVE_DAY_REQUIRED
  else if (start < today) errors.startDay = LEAVE_IN_THE_PAST
  if (!isCalendarDay(end)) errors.endDay = LEAVE_DAY_REQUIRED
  else if (isCalendarDay(start) && end < start) errors.endDay = LEAVE_END_BEFORE_START
  else if (isCalendarDay(start) && daysInRange(start, end) > LEAVE_REQUEST_MAX_DAYS) errors.endDay = leaveTooLong(LEAVE_REQUEST_MAX_DAYS)
  if (reason === '') errors.reason = LEAVE_REASON_REQUIRED
  else if (reason.length > LEAVE_REASON_MAX) errors.reason = leaveReasonTooLong(LEAVE_REASON_MAX)
  if (Object.keys(errors).length > 0) return E.left(validationFailed(errors))
  return E.right({ centerServiceId, startDay: start, endDay: end, reason })
}

/** Whether two requests share a day (both ranges inclusive). */
export const leaveDaysOverlap = (a: Pick<LeaveRequest, 'startDay' | 'endDay'>, b: Pick<LeaveRequest, 'startDay' | 'endDay'>): boolean =>
  a.startDay <= b.endDay && b.startDay <= a.endDay

/** A new request clashes with the employee's own requests still standing (waiting or approved), never with a rejected one. */
export const clashesWithOwnLeave = (r: Pick<LeaveRequest, 'startDay' | 'endDay'>, theirs: readonly Pick<LeaveRequest, 'startDay' | 'endDay' | 'status'>[]): boolean =>
  theirs.some((x) => x.status !== 'REJECTED' && leaveDaysOverlap(r, x))

/** Nobody decides their own leave: the request's employee is never its approver. */
export const decidesOwnLeave = (r: Pick<LeaveRequest, 'agentId'>, deciderAgentId: string): boolean => r.agentId === deciderAgentId

/** The roster's leave for an approved request: one leave shift (at 5 am, part 3 §9) on each of its days. */
export const leaveShiftsOf = (r: Pick<LeaveRequest, 'agentId' | 'centerServiceId' | 'startDay' | 'endDay'>): readonly NewShift[] =>
  eachDay(r.startDay, r.endDay).map((day) => ({ agentId: r.agentId, centerServiceId: r.centerServiceId, kind: 'LEAVE' as const, ...leaveShiftTimes(day) }))

/** validateLeaveRequestChecks, then the text bound: a text the server would refuse is refused under its field (TEXT_TOO_LONG) before any OTP or write. */
export const validateLeaveRequest = (...args: Parameters<typeof validateLeaveRequestChecks>): ReturnType<typeof validateLeaveRequestChecks> =>
  withinTextBound(args[0], validateLeaveRequestChecks(...args))
