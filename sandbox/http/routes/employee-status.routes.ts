import type { Hono } from 'hono'
import {
  CentreQuery,
  type DelinquenciesWire,
  DelinquencyIdParams,
  type DelinquencyWire,
  type GroomingScoreWire,
  type GxShiftsWire,
  LeaveDecisionBody,
  LeaveIdParams,
  type LeaveRequestWire,
  type LeaveRequestsWire,
  NewLeaveBody,
  ReversalBody,
  STAFF_DESK_PATHS,
} from '../../../adapters/http/contract/staff-desk.codecs'
import { type EmployeeWire } from '../../../adapters/http/contract/employee.codecs'
import { canDecideLeave, canRequestReversal } from '../../../core/employee/staff-desk.rule'
import { clashesWithOwnLeave, decidesOwnLeave, leaveShiftsOf, validateLeaveRequest } from '../../../core/employee/leave-request.rule'
import { epochMs } from '../../../core/shared/brands'
import { addDays, startOfCentreDay } from '../../../core/shared/centre-day'
import { centreDayOf } from '../../../core/shared/centre-day-of'
import { DAY_MS } from '../../../core/shared/constants'
import * as M from '../../../core/shared/messages'
import type { Db } from '../../db/database'
import { fail } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { type RouteDeps, routeTable } from '../route'
import { namedCentreRoutes } from './employees.routes'
import { employeeOfLeave, leaveSnapshot } from '../../audit/audit-subjects'

type LeaveRow = {
  id: string
  agent_id: string
  center_service_id: number
  start_day: string
  end_day: string
  status: LeaveRequestWire['status']
  reason: string
  decided_by: string | null
  decided_at: number | null
}
type DelinquencyRow = { id: string; emp_id: string; center_service_id: number; day: string; kind: string; points: number; status: DelinquencyWire['status']; reversal_reason: string | null }

const leaveStore = (db: Db) => {
  const employee = db.prepare('SELECT data FROM employees WHERE agent_id = ?').pluck()
  const sessionsBetween = db.prepare(
    "SELECT s.id, s.start_time AS startTime, TRIM(COALESCE(c.first_name, '') || ' ' || COALESCE(c.last_name, '')) AS customerName FROM pt_sessions s LEFT JOIN customers c ON c.id = s.user_id WHERE s.trainer_id = ? AND s.status = 'BOOKED' AND s.start_time >= ? AND s.start_time < ? ORDER BY s.start_time, s.id",
  )
  /** The employee's booked PT sessions within the leave's days, while the request is waiting or approved. */
  const ptSessionsInLeave = (r: LeaveRow): LeaveRequestWire['ptSessionsInLeave'] =>
    r.status === 'REJECTED'
      ? undefined
      : (sessionsBetween.all(r.agent_id, startOfCentreDay(r.start_day), startOfCentreDay(addDays(r.end_day, 1))) as { id: number; startTime: number; customerName: string }[])
  return {
    wire: (r: LeaveRow, viewer: string): LeaveRequestWire => {
      const d = employee.get(r.agent_id) as string | undefined
      const e = d === undefined ? undefined : (JSON.parse(d) as EmployeeWire)
      return {
        id: r.id,
        agentId: r.agent_id,
        name: e?.name ?? r.agent_id,
        primaryRole: e?.primaryRole ?? '',
        centerServiceId: r.center_service_id,
        startDay: r.start_day,
        endDay: r.end_day,
        reason: r.reason,
        status: r.status,
        decidedBy: r.decided_by,
        decidedAt: r.decided_at,
        mine: r.agent_id === viewer,
        ...(() => {
          const sessions = ptSessionsInLeave(r)
          return sessions === undefined || sessions.length === 0 ? {} : { ptSessionsInLeave: sessions }
        })(),
      }
    },
    atCentre: (sid: number): LeaveRow[] => db.prepare('SELECT * FROM leave_requests WHERE center_service_id = ? ORDER BY start_day, id').all(sid) as LeaveRow[],
    byId: (id: string): LeaveRow | undefined => db.prepare('SELECT * FROM leave_requests WHERE id = ?').get(id) as LeaveRow | undefined,
  }
}

const delinquencyWire = (r: DelinquencyRow): DelinquencyWire => ({
  id: r.id,
  empId: r.emp_id,
  centerServiceId: r.center_service_id,
  day: r.day,
  kind: r.kind,
  points: r.points,
  status: r.status,
  reversalReason: r.reversal_reason,
})

/**
 * The rest of the staff side (part 3 §7 "Employees, roster, leave"): leave requests and their
 * approval (v1/leaveManagement, LEAVE_APPROVAL), the centre's group-exercise shifts (v1/gxTrainer,
 * GX_Shifts and a cult employee id), and the caller's own delinquencies and grooming score
 * (v1/delinquency: no permission, an employee id, not at PLAY centres).
 */
export const employeeStatusRoutes = ({ db, now }: RouteDeps): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)
  const at = namedCentreRoutes(api, db, S)
  const leave = leaveStore(db)
  const leaveCentre = (id: string): number | undefined => S.ofServiceId(leave.byId(id)?.center_service_id)
  const delinquencyById = db.prepare('SELECT * FROM delinquencies WHERE id = ?')
  const delinquencyCentre = (id: string): number | undefined => S.ofServiceId((delinquencyById.get(id) as DelinquencyRow | undefined)?.center_service_id)

  at.byQuery('get', STAFF_DESK_PATHS.leaveRequests, { permission: ['LEAVE_APPROVAL', 'VIEW'], query: CentreQuery, screen: '/leave-management' }, (c, i) => {
    const body: LeaveRequestsWire = { requests: leave.atCentre(i.query.centerServiceId).map((r) => leave.wire(r, i.staff.id)) }
    return c.json(body)
  })

  api.post(
    STAFF_DESK_PATHS.leaveDecision,
    {
      audit: { action: 'DECIDE_LEAVE', subject: 'EMPLOYEE', id: (i) => employeeOfLeave(db, i.params.leaveId), track: (i) => leaveSnapshot(db, i.params.leaveId) },
      permission: ['LEAVE_APPROVAL', 'EDIT'],
      params: LeaveIdParams,
      body: LeaveDecisionBody,
      centre: 'the leave request’s centre (:leaveId)',
      scope: (i) => S.at([leaveCentre(i.params.leaveId)]),
      screen: '/leave-management',
    },
    (c, i) => {
      const r = leave.byId(i.params.leaveId)
      if (r === undefined) return fail(c, 404, M.LEAVE_NOT_FOUND)
      // Nobody decides their own leave, whatever their permissions.
      if (decidesOwnLeave({ agentId: r.agent_id }, i.staff.id)) return fail(c, 403, M.OWN_LEAVE_NOT_YOURS_TO_DECIDE)
      if (!canDecideLeave(r)) return fail(c, 409, M.LEAVE_ALREADY_DECIDED)
      const at = now()
      const decided: LeaveRow = { ...r, status: i.body.decision, decided_by: i.staff.name, decided_at: at }
      db.transaction(() => {
        db.prepare('UPDATE leave_requests SET status = ?, decided_by = ?, decided_at = ? WHERE id = ? AND status = ?').run(i.body.decision, i.staff.name, at, r.id, 'PENDING')
        if (i.body.decision === 'APPROVED') onTheRoster(r, i.staff.id)
      })()
      return c.json(leave.wire(decided, i.staff.id))
    },
  )

  // ---- leave requests: a staff member asks for leave for themselves at one of their centres ----
  const worksAt = db.prepare('SELECT 1 FROM employee_centres WHERE agent_id = ? AND center_service_id = ?').pluck()
  const ownRequests = db.prepare('SELECT * FROM leave_requests WHERE agent_id = ? ORDER BY start_day, id')
  const shiftsOnDay = db.prepare('SELECT shift_id, kind FROM roster_shifts WHERE agent_id = ? AND center_service_id = ? AND start_time >= ? AND start_time < ?')
  const marked = db.prepare('SELECT 1 FROM attendance_marks WHERE shift_id = ?').pluck()
  /**
   * An approved request on the roster: each of its days gets a leave at 5 am naming the request;
   * the employee's work shifts those days that nobody marked are taken off (they will not work
   * them); a day already on leave keeps the leave it has.
   */
  const onTheRoster = (r: LeaveRow, by: string): void => {
    for (const s of leaveShiftsOf({ agentId: r.agent_id, centerServiceId: r.center_service_id, startDay: r.start_day, endDay: r.end_day })) {
      const day = centreDayOf(epochMs(s.startTime))
      const those = shiftsOnDay.all(r.agent_id, r.center_service_id, startOfCentreDay(day), startOfCentreDay(addDays(day, 1))) as { shift_id: string; kind: string }[]
      if (those.some((x) => x.kind === 'LEAVE')) continue
      for (const x of those) if (marked.get(x.shift_id) === undefined) db.prepare('DELETE FROM roster_shifts WHERE shift_id = ?').run(x.shift_id)
      db.prepare('INSERT INTO roster_shifts (shift_id, agent_id, center_service_id, kind, start_time, end_time, created_by, leave_request_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
        `sh-${r.id}-${day}`,
        r.agent_id,
        r.center_service_id,
        'LEAVE',
        s.startTime,
        s.endTime,
        by,
        r.id,
      )
    }
  }

  at.byBody('post', STAFF_DESK_PATHS.leaveRequest, { permission: 'staff', body: NewLeaveBody, screen: '/my-leave', audit: { action: 'REQUEST_LEAVE', subject: 'EMPLOYEE', id: (i) => i.staff.id } }, (c, i) => {
    const b = i.body
    if (worksAt.get(i.staff.id, b.centerServiceId) === undefined) return fail(c, 403, M.NOT_ON_CENTRE_STAFF)
    const checked = validateLeaveRequest(b, b.centerServiceId, centreDayOf(epochMs(now())))
    if (checked._tag === 'Left') {
      const errors = checked.left.errors
      return fail(c, 400, Object.values(errors)[0] ?? M.LEAVE_DAY_REQUIRED, { errors })
    }
    const n = checked.right
    const theirs = (ownRequests.all(i.staff.id) as LeaveRow[]).map((r) => ({ startDay: r.start_day, endDay: r.end_day, status: r.status }))
    if (clashesWithOwnLeave(n, theirs)) return fail(c, 409, M.LEAVE_OVERLAPS)
    const count = db.prepare('SELECT COUNT(*) FROM leave_requests').pluck().get() as number
    const row: LeaveRow = {
      id: `lv-${now().toString(36)}-${count + 1}`,
      agent_id: i.staff.id,
      center_service_id: n.centerServiceId,
      start_day: n.startDay,
      end_day: n.endDay,
      status: 'PENDING',
      reason: n.reason,
      decided_by: null,
      decided_at: null,
    }
    db.prepare(
      'INSERT INTO leave_requests (id, agent_id, center_service_id, start_day, end_day, status, reason, decided_by, decided_at) VALUES (?, ?, ?, ?, ?, ?, ?, NULL, NULL)',
    ).run(row.id, row.agent_id, row.center_service_id, row.start_day, row.end_day, row.status, row.reason)
    return c.json(leave.wire(row, i.staff.id), 201)
  })

  at.byQuery('get', STAFF_DESK_PATHS.myLeaveRequests, { permission: 'staff', query: CentreQuery, screen: '/my-leave' }, (c, i) => {
    const rows = (ownRequests.all(i.staff.id) as LeaveRow[]).filter((r) => r.center_service_id === i.query.centerServiceId)
    const body: LeaveRequestsWire = { requests: rows.map((r) => leave.wire(r, i.staff.id)) }
    return c.json(body)
  })

  at.byQuery('get', STAFF_DESK_PATHS.gxShifts, { permission: ['GX_Shifts', 'VIEW'], query: CentreQuery, screen: '/employee/gxShifts' }, (c, i) => {
    // Yesterday to a week ahead of now: what the past / current / upcoming lists need.
    const t = now()
    const rows = db
      .prepare('SELECT * FROM gx_shifts WHERE center_service_id = ? AND end_time > ? AND start_time < ? ORDER BY start_time, id')
      .all(i.query.centerServiceId, t - 2 * DAY_MS, t + 7 * DAY_MS) as { id: string; center_service_id: number; class_name: string; trainer_name: string; cult_employee_id: string; start_time: number; end_time: number }[]
    const body: GxShiftsWire = {
      shifts: rows.map((r) => ({
        id: r.id,
        className: r.class_name,
        trainerName: r.trainer_name,
        cultEmployeeId: r.cult_employee_id,
        centerServiceId: r.center_service_id,
        startTime: r.start_time,
        endTime: r.end_time,
      })),
    }
    return c.json(body)
  })

  at.byQuery('get', STAFF_DESK_PATHS.delinquencies, { permission: 'staff', query: CentreQuery, screen: '/delinquencyReversal' }, (c, i) => {
    const rows = db.prepare('SELECT * FROM delinquencies WHERE emp_id = ? AND center_service_id = ? ORDER BY day DESC, id').all(i.staff.empId ?? '', i.query.centerServiceId) as DelinquencyRow[]
    const body: DelinquenciesWire = { delinquencies: rows.map(delinquencyWire) }
    return c.json(body)
  })

  api.post(
    STAFF_DESK_PATHS.delinquencyReversal,
    {
      audit: { action: 'REVERSE_DELINQUENCY', subject: 'EMPLOYEE', id: (i) => i.staff.id },
      permission: 'staff',
      params: DelinquencyIdParams,
      body: ReversalBody,
      centre: 'the delinquency’s centre (:delinquencyId)',
      scope: (i) => S.at([delinquencyCentre(i.params.delinquencyId)]),
      screen: '/delinquencyReversal',
    },
    (c, i) => {
      const r = delinquencyById.get(i.params.delinquencyId) as DelinquencyRow | undefined
      // Another employee's delinquency is not the caller's to see: it does not exist for them.
      if (r === undefined || r.emp_id !== i.staff.empId) return fail(c, 404, M.DELINQUENCY_NOT_FOUND)
      if (!canRequestReversal(r)) return fail(c, 409, M.REVERSAL_NOT_OPEN)
      const reason = i.body.reason.trim()
      if (reason === '') return fail(c, 400, M.REVERSAL_REASON_REQUIRED, { errors: { reason: M.REVERSAL_REASON_REQUIRED } })
      db.prepare("UPDATE delinquencies SET status = 'REVERSAL_REQUESTED', reversal_reason = ? WHERE id = ?").run(reason, r.id)
      return c.json(delinquencyWire({ ...r, status: 'REVERSAL_REQUESTED', reversal_reason: reason }))
    },
  )

  at.byQuery('get', STAFF_DESK_PATHS.groomingScore, { permission: 'staff', query: CentreQuery, screen: '/groomingScore' }, (c, i) => {
    const empId = i.staff.empId ?? ''
    const audits = db
      .prepare('SELECT day, score, out_of AS outOf, remarks FROM grooming_audits WHERE emp_id = ? AND center_service_id = ? ORDER BY day DESC')
      .all(empId, i.query.centerServiceId) as GroomingScoreWire['audits']
    const body: GroomingScoreWire = { empId, audits }
    return c.json(body)
  })

  return api.app
}
