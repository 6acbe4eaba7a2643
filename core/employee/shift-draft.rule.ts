import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import { isCalendarDay } from '../dashboard/dashboard-range.rule'
import { epochMs } from '../shared/brands'
import { atMinuteOfDay } from '../shared/centre-day'
import { type ValidationFailed, validationFailed } from '../shared/errors'
import { LEAVE_DAY_REQUIRED, SHIFT_EMPLOYEE_REQUIRED, SHIFT_END_BEFORE_START, SHIFT_TIME_REQUIRED } from '../shared/messages'
import type { NewShift, ShiftKind } from './employee'
import { leaveShiftTimes } from './roster.rule'
import { wallClockMinute } from './shift-time.rule'
import { withinTextBound } from '../shared/field-check'

export type ShiftField = 'agentId' | 'day' | 'start' | 'end'

/** The Add shift form: employee, centre day, kind and, unless a leave, start and end times ('HH:mm', centre time). */
export type ShiftDraft = {
  readonly agentId: string
  readonly centerServiceId: number
  readonly day: string
  readonly kind: ShiftKind
  readonly start: string
  readonly end: string
}

/** Checks the form (every field error at once; a day that is not a calendar day is 'Choose a day'); a leave is placed at 5 am of its day (part 3 §9). */
const validateShiftChecks = (d: ShiftDraft): Either<ValidationFailed<ShiftField>, NewShift> => {
  const errors: Partial<Record<ShiftField, string>> = {}
  if (d.agentId.trim() === '') errors.agentId = SHIFT_EMPLOYEE_REQUIRED
  if (!isCalendarDay(d.day)) return E.left(validationFailed({ ...errors, day: LEAVE_DAY_REQUIRED }))
  if (d.kind === 'LEAVE') {
    if (Object.keys(errors).length > 0) return E.left(validationFailed(errors))
    return E.right({ agentId: d.agentId, centerServiceId: d.centerServiceId, kind: 'LEAVE', ...leaveShiftTimes(d.day) })
  }
  const start = wallClockMinute(d.start)
  const end = wallClockMinute(d.end)
  if (start === undefined) errors.start = SHIFT_TIME_REQUIRED
  if (end === undefined) errors.end = SHIFT_TIME_REQUIRED
  else if (start !== undefined && end <= start) errors.end = SHIFT_END_BEFORE_START
  if (Object.keys(errors).length > 0 || start === undefined || end === undefined) return E.left(validationFailed(errors))
  return E.right({
    agentId: d.agentId,
    centerServiceId: d.centerServiceId,
    kind: d.kind,
    startTime: atMinuteOfDay(d.day, start),
    endTime: epochMs(atMinuteOfDay(d.day, end)),
  })
}

/** validateShiftChecks, then the text bound: a text the server would refuse is refused under its field (TEXT_TOO_LONG) before any OTP or write. */
export const validateShift = (...args: Parameters<typeof validateShiftChecks>): ReturnType<typeof validateShiftChecks> =>
  withinTextBound(args[0], validateShiftChecks(...args))
