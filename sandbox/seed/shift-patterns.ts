import type { PatternDay, PatternShiftKind, ShiftPattern } from '../../core/employee/shift-pattern.rule'
import type { Db } from '../db/database'

/** The shift patterns live in their own table (rostering). */
export const SHIFT_PATTERNS_TABLES = ['shift_patterns'] as const

const days = (weekdays: readonly number[], from: number, to: number, kind: PatternShiftKind): PatternDay[] =>
  weekdays.map((weekday) => ({ weekday, startMinute: from * 60, endMinute: to * 60, kind }))
const WEEKDAYS = [0, 1, 2, 3, 4]
const WEEKEND = [5, 6]

/**
 * The three patterns a centre starts with: a weekday morning and a weekday evening shift on the
 * floor (coaching at a play centre) and a weekend day of PT (life guard at a play centre).
 */
export const standardShiftPatterns = (centerServiceId: number, centreType: string): readonly ShiftPattern[] => {
  const play = centreType === 'PLAY'
  const floor: PatternShiftKind = play ? 'COACHING' : 'FLOOR_TRAINING'
  return [
    { patternId: `SP-${centerServiceId}-1`, centerServiceId, name: 'Morning 6 AM – 2 PM, Mon–Fri', days: days(WEEKDAYS, 6, 14, floor) },
    { patternId: `SP-${centerServiceId}-2`, centerServiceId, name: 'Evening 2 PM – 10 PM, Mon–Fri', days: days(WEEKDAYS, 14, 22, floor) },
    { patternId: `SP-${centerServiceId}-3`, centerServiceId, name: 'Weekend 7 AM – 3 PM, Sat–Sun', days: days(WEEKEND, 7, 15, play ? 'LIFE_GUARD' : 'PERSONAL_TRAINING') },
  ]
}

/**
 * Seeds the standard patterns at every centre that has staff (runs after seedEmployees). Patterns
 * are weekly templates with no date in them: the same at any `now`.
 */
export const seedShiftPatterns = (db: Db, _now: number): void => {
  const centres = db
    .prepare(
      "SELECT DISTINCT ec.center_service_id AS sid, json_extract(c.data, '$.type') AS type FROM employee_centres ec JOIN centres c ON c.center_service_id = ec.center_service_id ORDER BY ec.center_service_id",
    )
    .all() as { sid: number; type: string }[]
  const ins = db.prepare('INSERT INTO shift_patterns (pattern_id, center_service_id, name, days, position) VALUES (?, ?, ?, ?, ?)')
  for (const c of centres) standardShiftPatterns(c.sid, c.type).forEach((p, i) => ins.run(p.patternId, p.centerServiceId, p.name, JSON.stringify(p.days), i))
}
