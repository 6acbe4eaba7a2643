import * as t from 'io-ts'
import { IntFromString, SafeInt } from './codec-helpers'
import { ShiftWire } from './employee.codecs'
import { DayText } from './play.codecs'

/** Wire contract of the roster's shift patterns (part 3 §7 "v1/roster/*: ... shift patterns"); the paths and shapes are ours. */
export const SHIFT_PATTERN_PATHS = {
  patterns: 'v1/roster/shift-patterns',
  apply: 'v1/roster/shift-patterns/apply',
} as const

const bounded = (max: number, name: string) => t.refinement(t.string, (s) => s.trim() !== '' && s.length <= max, name)
const WorkingKind = t.keyof({ PERSONAL_TRAINING: null, FLOOR_TRAINING: null, CENTRE_MANAGER: null, COACHING: null, LIFE_GUARD: null })

/** A calendar day that exists (2026-02-30 does not). */
const RealDay = t.refinement(DayText, (s) => {
  const [y, m, d] = s.split('-').map(Number)
  const at = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1))
  return y !== undefined && y >= 2000 && y <= 2100 && at.toISOString().slice(0, 10) === s
}, 'CalendarDay')

export const ShiftPatternsQuery = t.type({ centerServiceId: IntFromString })
export const PatternDayWire = t.type({ weekday: t.number, startMinute: t.number, endMinute: t.number, kind: WorkingKind })
export const ShiftPatternWire = t.type({ patternId: t.string, centerServiceId: t.number, name: t.string, days: t.array(PatternDayWire) })
export type ShiftPatternWire = t.TypeOf<typeof ShiftPatternWire>
export const ShiftPatternsWire = t.type({ patterns: t.array(ShiftPatternWire) })
export type ShiftPatternsWire = t.TypeOf<typeof ShiftPatternsWire>

export const ApplyShiftPatternBody = t.type({
  patternId: bounded(64, 'PatternId'),
  agentId: bounded(64, 'AgentId'),
  centerServiceId: SafeInt,
  weekStart: RealDay,
})
export type ApplyShiftPatternBody = t.TypeOf<typeof ApplyShiftPatternBody>
/** The shifts the pattern put on the agent's week. */
export const AppliedShiftPatternWire = t.type({ shifts: t.array(ShiftWire) })
export type AppliedShiftPatternWire = t.TypeOf<typeof AppliedShiftPatternWire>

/** A new pattern: a name and 1-7 days (the server checks the days: well formed, one per weekday). */
export const NewShiftPatternBody = t.type({
  centerServiceId: SafeInt,
  name: t.refinement(t.string, (s) => s.length <= 200, 'PatternName'),
  days: t.refinement(t.array(t.type({ weekday: SafeInt, startMinute: SafeInt, endMinute: SafeInt, kind: WorkingKind })), (a) => a.length <= 7, 'PatternDays'),
})
export type NewShiftPatternBody = t.TypeOf<typeof NewShiftPatternBody>
