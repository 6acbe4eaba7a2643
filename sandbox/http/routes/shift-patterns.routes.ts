import type { Hono } from 'hono'
import type { ShiftWire } from '../../../adapters/http/contract/employee.codecs'
import {
  type AppliedShiftPatternWire,
  ApplyShiftPatternBody,
  NewShiftPatternBody,
  SHIFT_PATTERN_PATHS,
  ShiftPatternsQuery,
  type ShiftPatternsWire,
  type ShiftPatternWire,
} from '../../../adapters/http/contract/shift-patterns.codecs'
import { SHIFT_PATTERNS_MAX, type ShiftPattern, patternClashDays, patternRefusal, patternShifts, rosterDayLabel } from '../../../core/employee/shift-pattern.rule'
import * as M from '../../../core/shared/messages'
import { fail } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { type RouteDeps, routeTable } from '../route'
import { namedCentreRoutes } from './employees.routes'
import { fieldOf } from '../../audit/audit-log'

type PatternRow = { pattern_id: string; center_service_id: number; name: string; days: string }

const patternOf = (r: PatternRow): ShiftPatternWire => ({
  patternId: r.pattern_id,
  centerServiceId: r.center_service_id,
  name: r.name,
  days: JSON.parse(r.days) as ShiftPatternWire['days'],
})

/**
 * The roster's shift patterns (rostering; part 3 §7 "v1/roster/*: ... shift patterns"):
 * a centre's named weekly templates, and applying one to an agent's week, all or nothing. The
 * pattern's centre is looked up here (the resource names its centre), never taken from the request.
 */
export const shiftPatternsRoutes = ({ db, now }: RouteDeps): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)
  const at = namedCentreRoutes(api, db, S)
  const atCentre = db.prepare('SELECT * FROM shift_patterns WHERE center_service_id = ? ORDER BY position, pattern_id')
  const byId = db.prepare('SELECT * FROM shift_patterns WHERE pattern_id = ?')
  const centreOfPattern = db.prepare('SELECT center_service_id FROM shift_patterns WHERE pattern_id = ?').pluck()
  const worksAt = db.prepare('SELECT 1 FROM employee_centres WHERE agent_id = ? AND center_service_id = ?').pluck()
  const shiftsOf = db.prepare('SELECT start_time AS startTime, end_time AS endTime FROM roster_shifts WHERE agent_id = ?')
  const insShift = db.prepare('INSERT INTO roster_shifts (shift_id, agent_id, center_service_id, kind, start_time, end_time, created_by) VALUES (?, ?, ?, ?, ?, ?, ?)')
  const count = db.prepare('SELECT COUNT(*) FROM roster_shifts').pluck()

  at.byQuery('get', SHIFT_PATTERN_PATHS.patterns, { permission: ['ROSTERING', 'VIEW'], query: ShiftPatternsQuery, screen: '/employee/rostering' }, (c, i) => {
    const body: ShiftPatternsWire = { patterns: (atCentre.all(i.query.centerServiceId) as PatternRow[]).map(patternOf) }
    return c.json(body)
  })

  api.post(
    SHIFT_PATTERN_PATHS.apply,
    {
      audit: { action: 'ASSIGN_SHIFTS', subject: 'EMPLOYEE', id: (i) => i.body.agentId },
      permission: ['ROSTERING', 'EDIT'],
      body: ApplyShiftPatternBody,
      centre: 'centerServiceId (body) and the pattern’s centre (patternId)',
      scope: (i) => S.at([S.ofServiceId(i.body.centerServiceId), S.ofServiceId(centreOfPattern.get(i.body.patternId))]),
      screen: '/employee/rostering',
    },
    (c, i) => {
      const b = i.body
      if (S.ofServiceId(b.centerServiceId) === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
      const row = byId.get(b.patternId) as PatternRow | undefined
      // A pattern of another of the caller's centres is not this centre's: 404 as for one that does not exist.
      if (row === undefined || row.center_service_id !== b.centerServiceId) return fail(c, 404, M.SHIFT_PATTERN_NOT_FOUND)
      if (worksAt.get(b.agentId, b.centerServiceId) === undefined) return fail(c, 404, M.EMPLOYEE_NOT_FOUND)
      const pattern: ShiftPattern = patternOf(row)
      const planned = patternShifts(pattern, b.agentId, b.weekStart)
      const clash = patternClashDays(planned, shiftsOf.all(b.agentId) as { startTime: number; endTime: number }[])
      if (clash.length > 0) return fail(c, 409, M.shiftPatternClash(clash.map(rosterDayLabel)))
      const made = db.transaction((): ShiftWire[] => {
        const base = (count.get() as number) + 1
        return planned.map((s, k) => {
          const shiftId = `sh-${b.agentId}-${now().toString(36)}-${base + k}`
          insShift.run(shiftId, b.agentId, b.centerServiceId, s.kind, s.startTime, s.endTime, i.staff.id)
          return { shiftId, agentId: b.agentId, centerServiceId: b.centerServiceId, kind: s.kind, startTime: s.startTime, endTime: s.endTime }
        })
      })()
      const body: AppliedShiftPatternWire = { shifts: made }
      return c.json(body, 201)
    },
  )

  const nameTaken = db.prepare('SELECT 1 FROM shift_patterns WHERE center_service_id = ? AND lower(name) = lower(?)').pluck()
  const lastPosition = db.prepare('SELECT COALESCE(MAX(position), -1) FROM shift_patterns WHERE center_service_id = ?').pluck()
  const countAt = db.prepare('SELECT COUNT(*) FROM shift_patterns WHERE center_service_id = ?').pluck()
  const insPattern = db.prepare('INSERT INTO shift_patterns (pattern_id, center_service_id, name, days, position) VALUES (?, ?, ?, ?, ?)')
  at.byBody('post', SHIFT_PATTERN_PATHS.patterns, { permission: ['ROSTERING', 'EDIT'], body: NewShiftPatternBody, screen: '/employee/rostering', audit: { action: 'SAVE_SHIFT_PATTERN', subject: 'SETTING', id: (_i, a) => fieldOf(a, 'patternId') ?? fieldOf(a, 'pattern', 'patternId') } }, (c, i) => {
    const b = i.body
    const why = patternRefusal(b)
    if (why !== undefined) return fail(c, 400, why)
    const name = b.name.trim()
    if (nameTaken.get(b.centerServiceId, name) !== undefined) return fail(c, 409, M.PATTERN_NAME_TAKEN)
    if ((countAt.get(b.centerServiceId) as number) >= SHIFT_PATTERNS_MAX) return fail(c, 409, M.SHIFT_PATTERNS_FULL)
    const position = (lastPosition.get(b.centerServiceId) as number) + 1
    const body: ShiftPatternWire = {
      patternId: `SP-${b.centerServiceId}-${now().toString(36)}-${position + 1}`,
      centerServiceId: b.centerServiceId,
      name,
      days: [...b.days].sort((x, y) => x.weekday - y.weekday),
    }
    insPattern.run(body.patternId, body.centerServiceId, body.name, JSON.stringify(body.days), position)
    return c.json(body, 201)
  })

  return api.app
}
