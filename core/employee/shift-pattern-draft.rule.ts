import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import { type ValidationFailed, validationFailed } from '../shared/errors'
import { PATTERN_DAYS_REQUIRED, PATTERN_NAME_REQUIRED, PATTERN_NAME_TOO_LONG, SHIFT_END_BEFORE_START, SHIFT_TIME_REQUIRED } from '../shared/messages'
import { type NewShiftPattern, PATTERN_NAME_MAX, type PatternShiftKind } from './shift-pattern.rule'
import { wallClockMinute } from './shift-time.rule'
import { withinTextBound } from '../shared/field-check'

export type PatternDraftField = 'name' | 'weekdays' | 'start' | 'end'

/** The New shift pattern form: a name, the working weekdays (Monday 0), one start and end ('HH:mm', centre time; an end of 00:00 is midnight) and one kind. */
export type PatternDraft = {
  readonly centerServiceId: number
  readonly name: string
  readonly weekdays: readonly number[]
  readonly start: string
  readonly end: string
  readonly kind: PatternShiftKind
}

/** Checks the form (every field error at once) and builds the pattern: the same times and kind on each chosen weekday. */
const validatePatternDraftChecks = (d: PatternDraft): Either<ValidationFailed<PatternDraftField>, NewShiftPattern> => {
  const errors: Partial<Record<PatternDraftField, string>> = {}
  const name = d.name.trim()
  if (name === '') errors.name = PATTERN_NAME_REQUIRED
  else if (name.length > PATTERN_NAME_MAX) errors.name = PATTERN_NAME_TOO_LONG
  const weekdays = [...new Set(d.weekdays)].filter((w) => Number.isInteger(w) && w >= 0 && w <= 6).sort((a, b) => a - b)
  if (weekdays.length === 0) errors.weekdays = PATTERN_DAYS_REQUIRED
  const start = wallClockMinute(d.start)
  const rawEnd = wallClockMinute(d.end)
  const end = rawEnd === 0 ? 24 * 60 : rawEnd
  if (start === undefined) errors.start = SHIFT_TIME_REQUIRED
  if (end === undefined) errors.end = SHIFT_TIME_REQUIRED
  else if (start !== undefined && end <= start) errors.end = SHIFT_END_BEFORE_START
  if (Object.keys(errors).length > 0 || start === undefined || end === undefined) return E.left(validationFailed(errors))
  return E.right({ centerServiceId: d.centerServiceId, name, days: weekdays.map((weekday) => ({ weekday, startMinute: start, endMinute: end, kind: d.kind })) })
}

/** validatePatternDraftChecks, then the text bound: a text the server would refuse is refused under its field (TEXT_TOO_LONG) before any OTP or write. */
export const validatePatternDraft = (...args: Parameters<typeof validatePatternDraftChecks>): ReturnType<typeof validatePatternDraftChecks> =>
  withinTextBound(args[0], validatePatternDraftChecks(...args))
