import { type EpochMs, epochMs } from '../shared/brands'
import { type CentreDay, addDays, centreDayOf, startOfCentreDay } from '../shared/centre-day'
import { HOUR_MS } from '../shared/constants'
import { formatWeekdayShortDay } from '../shared/display-format'
import { LEAVE_AT_FIVE, SHIFT_END_BEFORE_START, SHIFT_OVERLAPS } from '../shared/messages'

/** Leave shifts are placed at 18000000 ms (5 am) into the centre day (part 3 §9). */
export const LEAVE_SHIFT_OFFSET_MS = 18_000_000

/** A leave lasts the working day: from 5 am to 10 pm centre time (our choice; the spec gives only the start). */
export const LEAVE_SHIFT_LENGTH_MS = 17 * HOUR_MS

/** Where a leave on `day` sits on the roster. */
export const leaveShiftTimes = (day: CentreDay): { readonly startTime: EpochMs; readonly endTime: EpochMs } => {
  const startTime = epochMs(startOfCentreDay(day) + LEAVE_SHIFT_OFFSET_MS)
  return { startTime, endTime: epochMs(startTime + LEAVE_SHIFT_LENGTH_MS) }
}

/** The weekday of a centre day, Monday 0 to Sunday 6. */
export const weekdayOf = (day: CentreDay): number => {
  const [y, m, d] = day.split('-').map(Number)
  return (new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).getUTCDay() + 6) % 7
}

/** The seven days (Monday first) of the week holding `day`. */
export const weekOf = (day: CentreDay): readonly CentreDay[] => {
  const monday = addDays(day, -weekdayOf(day))
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i))
}

/** A day column of the roster: the centre day and its label ('Mon 23 Nov'). */
export type RosterDay = { readonly day: string; readonly label: string }

/**
 * The roster's day columns (Monday first, centre time) `weekOffset` weeks from the week holding
 * `now` (0 this week, -1 the last): known before the week's shifts are (the screen draws its frame with them).
 */
export const rosterWeekDays = (now: EpochMs, weekOffset: number): readonly RosterDay[] =>
  weekOf(addDays(centreDayOf(now), 7 * weekOffset)).map((day) => ({ day, label: formatWeekdayShortDay(day) }))

/** Two shifts of one employee may not overlap (a leave included). */
export const overlaps = (a: { readonly startTime: number; readonly endTime: number }, b: { readonly startTime: number; readonly endTime: number }): boolean =>
  a.startTime < b.endTime && b.startTime < a.endTime

/** Why a shift cannot go on the roster (undefined: it can): an end after its start, a leave at 5 am, no overlap with the employee's other shifts. */
export const shiftRefusal = (
  s: { readonly kind: string; readonly startTime: number; readonly endTime: number },
  theirs: readonly { readonly startTime: number; readonly endTime: number }[],
  dayOf: (t: number) => CentreDay,
): string | undefined => {
  if (!(s.endTime > s.startTime)) return SHIFT_END_BEFORE_START
  if (s.kind === 'LEAVE' && s.startTime !== leaveShiftTimes(dayOf(s.startTime)).startTime) return LEAVE_AT_FIVE
  if (theirs.some((x) => overlaps(s, x))) return SHIFT_OVERLAPS
  return undefined
}
