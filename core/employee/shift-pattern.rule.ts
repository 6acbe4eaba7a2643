import { type EpochMs, epochMs } from '../shared/brands'
import { type CentreDay, addDays, centreDayOf, centreWallInstant, startOfCentreDay } from '../shared/centre-day'
import { formatWeekdayShortDay } from '../shared/display-format'
import { PATTERN_DAYS_INVALID, PATTERN_DAYS_REQUIRED, PATTERN_NAME_REQUIRED, PATTERN_NAME_TOO_LONG, patternDaysLine } from '../shared/messages'
import type { NewShift, ShiftKind } from './employee'
import { overlaps, weekOf } from './roster.rule'
import { enumLabel } from '../shared/enum-labels'

/** A working kind of shift (a pattern never places a leave). */
export type PatternShiftKind = Exclude<ShiftKind, 'LEAVE'>

/**
 * One working day of a pattern: the weekday (Monday 0 to Sunday 6), the start and end as minutes
 * after midnight on the centre's clock (the end at most 24:00, after the start) and the shift kind.
 */
export type PatternDay = { readonly weekday: number; readonly startMinute: number; readonly endMinute: number; readonly kind: PatternShiftKind }

/** A centre's named weekly template (rostering): the days it works, each with its times and kind. */
export type ShiftPattern = {
  readonly patternId: string
  readonly centerServiceId: number
  readonly name: string
  readonly days: readonly PatternDay[]
}

export const MINUTES_PER_DAY = 24 * 60
export const WEEKDAY_SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const

/** A pattern day is well formed: a weekday 0-6, whole minutes, the end after the start and at most midnight. */
export const isPatternDay = (d: PatternDay): boolean =>
  Number.isInteger(d.weekday) &&
  d.weekday >= 0 &&
  d.weekday <= 6 &&
  Number.isInteger(d.startMinute) &&
  Number.isInteger(d.endMinute) &&
  d.startMinute >= 0 &&
  d.endMinute > d.startMinute &&
  d.endMinute <= MINUTES_PER_DAY


/**
 * The instant at `minute` minutes of the wall clock on a centre day (24:00 is the next day's
 * midnight). Read as a wall-clock time in the centre's zone, so a day with a clock change keeps
 * 6 am at 6 am.
 */
export const centreWallTime = (day: CentreDay, minute: number): EpochMs =>
  minute >= MINUTES_PER_DAY
    ? startOfCentreDay(addDays(day, Math.floor(minute / MINUTES_PER_DAY)))
    : centreWallInstant(day, Math.floor(minute / 60), minute % 60)

/** The pattern's working days in weekday order: well-formed ones only, one per weekday (the first given). */
export const workingDays = (p: ShiftPattern): readonly PatternDay[] =>
  p.days
    .filter((d, i) => isPatternDay(d) && p.days.findIndex((x) => x.weekday === d.weekday) === i)
    .slice()
    .sort((a, b) => a.weekday - b.weekday)

/**
 * The shifts a pattern puts on an agent's week (the week holding `weekStart`, Monday first): one
 * shift per working day of the pattern, in weekday order, each inside its own centre day.
 */
export const patternShifts = (p: ShiftPattern, agentId: string, weekStart: CentreDay): readonly NewShift[] => {
  const days = weekOf(weekStart)
  return workingDays(p).flatMap((d) => {
    const day = days[d.weekday]
    if (day === undefined) return []
    return [{ agentId, centerServiceId: p.centerServiceId, kind: d.kind, startTime: centreWallTime(day, d.startMinute), endTime: centreWallTime(day, d.endMinute) }]
  })
}

/** A centre day as the roster labels it ('Mon 01 Dec'). */
export const rosterDayLabel = (day: CentreDay): string => formatWeekdayShortDay(day)

/**
 * The days (in order, once each) on which the planned shifts clash with the agent's existing
 * shifts or leaves; empty when the pattern can be applied as a whole.
 */
export const patternClashDays = (
  planned: readonly { readonly startTime: number; readonly endTime: number }[],
  theirs: readonly { readonly startTime: number; readonly endTime: number }[],
): readonly CentreDay[] => {
  const out: CentreDay[] = []
  for (const s of planned) {
    const day = centreDayOf(epochMs(s.startTime))
    if (!out.includes(day) && theirs.some((x) => overlaps(s, x))) out.push(day)
  }
  return out
}

const clock = (minute: number): string => {
  const h = Math.floor(minute / 60) % 24
  const m = minute % 60
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`
}

const dayRange = (weekdays: readonly number[]): string => {
  const parts: string[] = []
  let i = 0
  while (i < weekdays.length) {
    let j = i
    while (j + 1 < weekdays.length && weekdays[j + 1] === (weekdays[j] ?? 0) + 1) j++
    const from = WEEKDAY_SHORT[weekdays[i] ?? 0] ?? ''
    const to = WEEKDAY_SHORT[weekdays[j] ?? 0] ?? ''
    parts.push(j === i ? from : `${from}–${to}`)
    i = j + 1
  }
  return parts.join(', ')
}

/**
 * A pattern in words, one line per run of days with the same times and kind:
 * 'Mon–Fri: 6:00 AM – 2:00 PM, Floor training'.
 */
export const patternInWords = (p: ShiftPattern): readonly string[] => {
  const groups: { key: string; d: PatternDay; weekdays: number[] }[] = []
  for (const d of workingDays(p)) {
    const key = `${d.startMinute}-${d.endMinute}-${d.kind}`
    const g = groups.find((x) => x.key === key)
    if (g === undefined) groups.push({ key, d, weekdays: [d.weekday] })
    else g.weekdays.push(d.weekday)
  }
  return groups.map((g) => patternDaysLine(dayRange(g.weekdays), clock(g.d.startMinute), clock(g.d.endMinute), enumLabel('shiftKind', g.d.kind)))
}

/** A pattern to add to a centre (the server gives it its id). */
export type NewShiftPattern = Omit<ShiftPattern, 'patternId'>

export const PATTERN_NAME_MAX = 60
/** How many shift patterns a centre keeps (SHIFT_PATTERNS_FULL says it). */
export const SHIFT_PATTERNS_MAX = 50

/** Why a new pattern cannot be saved (undefined: it can): a name of 1-60 characters, 1-7 well-formed days, one per weekday. */
export const patternRefusal = (p: { readonly name: string; readonly days: readonly PatternDay[] }): string | undefined => {
  if (p.name.trim() === '') return PATTERN_NAME_REQUIRED
  if (p.name.trim().length > PATTERN_NAME_MAX) return PATTERN_NAME_TOO_LONG
  if (p.days.length === 0) return PATTERN_DAYS_REQUIRED
  if (p.days.length > 7 || !p.days.every(isPatternDay) || new Set(p.days.map((d) => d.weekday)).size !== p.days.length) return PATTERN_DAYS_INVALID
  return undefined
}
