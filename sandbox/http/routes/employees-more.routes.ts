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
  ReversalBody,
  STAFF_DESK_PATHS,
} from '../../../adapters/http/contract/staff-desk.codecs'
import { type EmployeeWire } from '../../../adapters/http/contract/employee.codecs'
import { canDecideLeave, canRequestReversal } from '../../../core/employee/staff-desk.rule'
import { DAY_MS } from '../../../core/shared/constants'
import * as M from '../../../core/shared/messages'
import type { Db } from '../../db/database'
import { fail } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { routeTable } from '../route'
import type { RouteDeps } from './customers.routes'
import { namedCentreRoutes } from './employees.routes'

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
  return {
    wire: (r: LeaveRow): LeaveRequestWire => {
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
export const employeesMoreRoutes = ({ db, now }: RouteDeps): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)
  const at = namedCentreRoutes(api, db, S)
  const leave = leaveStore(db)
  const leaveCentre = (id: string): number | undefined => S.ofServiceId(leave.byId(id)?.center_service_id)
  const delinquencyById = db.prepare('SELECT * FROM delinquencies WHERE id = ?')
  const delinquencyCentre = (id: string): number | undefined => S.ofServiceId((delinquencyById.get(id) as DelinquencyRow | undefined)?.center_service_id)

  at.byQuery('get', STAFF_DESK_PATHS.leaveRequests, { permission: ['LEAVE_APPROVAL', 'VIEW'], query: CentreQuery, screen: '/leave-management' }, (c, i) => {
    const body: LeaveRequestsWire = { requests: leave.atCentre(i.query.centerServiceId).map(leave.wire) }
    return c.json(body)
  })

  api.post(
    STAFF_DESK_PATHS.leaveDecision,
    {
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
      if (!canDecideLeave(r)) return fail(c, 409, M.LEAVE_ALREADY_DECIDED)
      const at = now()
      db.prepare('UPDATE leave_requests SET status = ?, decided_by = ?, decided_at = ? WHERE id = ? AND status = ?').run(i.body.decision, i.staff.name, at, r.id, 'PENDING')
      return c.json(leave.wire({ ...r, status: i.body.decision, decided_by: i.staff.name, decided_at: at }))
    },
  )

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
