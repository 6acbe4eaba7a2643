import type { Context, Hono } from 'hono'
import type * as t from 'io-ts'
import {
  AgentIdParams,
  AttendanceQuery,
  type AttendanceRowWire,
  type AttendanceWire,
  EMPLOYEE_PATHS,
  EmployeeUpdateBody,
  type EmployeePageWire,
  EmployeesPageQuery,
  type EmployeeWire,
  ManualAttendanceBody,
  NewEmployeeBody,
  NewShiftBody,
  RosterQuery,
  type RosterWire,
  type RosterShiftWire,
  PtLevelsQuery,
  type PtLevelsWire,
  type ShiftWire,
  SpecialisationsQuery,
  type SpecialisationsWire,
} from '../../../adapters/http/contract/employee.codecs'
import { PT_LEVEL_CATALOGUE, SPECIALISATIONS_BY_ROLE, levelFitsCentre } from '../../../adapters/http/contract/employee-catalogue'
import { attendanceStatusOf } from '../../../core/employee/attendance.rule'
import { attendanceNoteProblem, attendanceReasonText } from '../../../core/employee/attendance-other-reason.rule'
import { shiftRefusal } from '../../../core/employee/roster.rule'
import { ROSTER_SLOT_MS, rosterSlots, slotBookingRefusal } from '../../../core/employee/roster-slots.rule'
import { ROSTER_SLOT_PATHS, RosterSlotsQuery, type RosterSlotsWire, SlotBookingBody } from '../../../adapters/http/contract/roster-slots.codecs'
import { centreDayOf } from '../../../core/shared/centre-day-of'
import { epochMs } from '../../../core/shared/brands'
import { EMPLOYEE_ROLES, specialisationsApply } from '../../../core/employee/employee-profile.rule'
import { isValidEmail } from '../../../core/shared/email.rule'
import { addDays, startOfCentreDay } from '../../../core/shared/centre-day'
import { nameRefusal } from '../../../core/customer/person-name.rule'
import * as M from '../../../core/shared/messages'
import type { Db } from '../../db/database'
import type { Persona } from '../../seed/personas'
import { centreByServiceId, fail } from '../../store/profile-store'
import { ptSessionShifts, writeAgentOfEmployee } from '../../store/trainers'
import type { ApiEnv } from '../api-env'
import { type CentreScopes, centreScopes } from '../centre-scope'
import { type Handler, type ParamsOf, type RouteDeps, type RouteSpec, type RouteTable, routeTable } from '../route'
import { isTenDigitPhone } from '../../../core/shared/phone.rule'
import { fieldOf, type AuditSpec } from '../../audit/audit-log'
import { employeeSnapshot } from '../../audit/audit-subjects'
import type { Input } from '../route'

type ShiftRow = { shift_id: string; agent_id: string; center_service_id: number; kind: ShiftWire['kind']; start_time: number; end_time: number; leave_request_id?: string | null }
type MarkRow = { marked_at: number; reason: string | null; marked_by: string | null; reason_note: string | null }

/** The store of the staff: employees, their centres, shifts and attendance marks. */
const employeeStore = (db: Db) => {
  const byId = db.prepare('SELECT data FROM employees WHERE agent_id = ?').pluck()
  const atCentre = db.prepare(
    'SELECT e.data FROM employees e JOIN employee_centres c ON c.agent_id = e.agent_id WHERE c.center_service_id = ? ORDER BY json_extract(e.data, \'$.name\'), e.agent_id LIMIT ? OFFSET ?',
  ).pluck()
  const countAt = db.prepare('SELECT COUNT(*) FROM employee_centres WHERE center_service_id = ?').pluck()
  const centresOf = db.prepare('SELECT center_service_id FROM employee_centres WHERE agent_id = ? ORDER BY rowid').pluck()
  const shiftsOn = db.prepare('SELECT * FROM roster_shifts WHERE center_service_id = ? AND start_time >= ? AND start_time < ? ORDER BY start_time, agent_id')
  const markOf = db.prepare('SELECT marked_at, reason, marked_by, reason_note FROM attendance_marks WHERE shift_id = ?')
  const get = (agentId: string): EmployeeWire | undefined => {
    const d = byId.get(agentId) as string | undefined
    return d === undefined ? undefined : (JSON.parse(d) as EmployeeWire)
  }
  return {
    get,
    /** Saves the employee and, in the same transaction, the agent record that follows from it. */
    save: (e: EmployeeWire): void =>
      db.transaction(() => {
        db.prepare('UPDATE employees SET data = ? WHERE agent_id = ?').run(JSON.stringify(e), e.agentId)
        writeAgentOfEmployee(db, e)
      })(),
    page: (sid: number, pageNo: number, pageSize: number): EmployeePageWire => ({
      content: (atCentre.all(sid, pageSize, pageNo * pageSize) as string[]).map((d) => JSON.parse(d) as EmployeeWire),
      totalPages: Math.max(1, Math.ceil((countAt.get(sid) as number) / pageSize)),
    }),
    centresOf: (agentId: string): number[] => centresOf.all(agentId) as number[],
    shiftsOn: (sid: number, day: string): ShiftRow[] => shiftsOn.all(sid, startOfCentreDay(day), startOfCentreDay(addDays(day, 1))) as ShiftRow[],
    markOf: (shiftId: string): MarkRow | undefined => markOf.get(shiftId) as MarkRow | undefined,
  }
}

type Named = { readonly centerServiceId: number }
type Permission = RouteSpec<unknown, unknown, unknown>['permission']

/**
 * The shape every centre-wide employee call shares, defined once: the centre is the one the
 * request names by centerServiceId (in its query or body); the route table checks that it is one
 * of the caller's and that the screen's gates apply there; a centre that does not exist answers
 * 404 before the handler runs.
 */
export const namedCentreRoutes = (api: RouteTable, db: Db, S: CentreScopes) => {
  const unknownCentre = (c: Context<ApiEnv>, sid: number): Response | undefined =>
    centreByServiceId(db, sid) === undefined ? fail(c, 404, M.CENTRE_NOT_FOUND) : undefined
  return {
    /** A call whose query names the centre. */
    byQuery: <P extends string, Q extends Named>(
      method: 'get' | 'post' | 'put',
      path: P,
      spec: { readonly permission: Permission; readonly query: t.Decoder<unknown, Q>; readonly screen: string; readonly audit?: AuditSpec<Input<Q, ParamsOf<P>, undefined>> },
      h: Handler<Q, ParamsOf<P>, undefined>,
    ): void =>
      api[method]<P, Q, ParamsOf<P>, undefined>(
        path,
        // A write says how it is audited (route.ts refuses a POST or PUT without it at start-up).
        { ...spec, audit: spec.audit as AuditSpec<Input<Q, ParamsOf<P>, undefined>>, centre: 'centerServiceId (query)', scope: (i) => S.at([S.ofServiceId(i.query.centerServiceId)]) },
        (c, i) => unknownCentre(c, i.query.centerServiceId) ?? h(c, i),
      ),
    /** A call whose body names the centre. */
    byBody: <P extends string, B extends Named>(
      method: 'get' | 'post' | 'put',
      path: P,
      spec: { readonly permission: Permission; readonly body: t.Decoder<unknown, B>; readonly screen: string; readonly audit?: AuditSpec<Input<undefined, ParamsOf<P>, B>> },
      h: Handler<undefined, ParamsOf<P>, B>,
    ): void =>
      api[method]<P, undefined, ParamsOf<P>, B>(
        path,
        { ...spec, audit: spec.audit as AuditSpec<Input<undefined, ParamsOf<P>, B>>, centre: 'centerServiceId (body)', scope: (i) => S.at([S.ofServiceId(i.body.centerServiceId)]) },
        (c, i) => unknownCentre(c, i.body.centerServiceId) ?? h(c, i),
      ),
  }
}

const shiftWire = (s: ShiftRow): ShiftWire => ({
  shiftId: s.shift_id,
  agentId: s.agent_id,
  centerServiceId: s.center_service_id,
  kind: s.kind,
  startTime: s.start_time,
  endTime: s.end_time,
})
/** A shift as the week's roster shows it: a leave from an approved request names the request. */
const rosterShiftWire = (s: ShiftRow): RosterShiftWire => ({
  ...shiftWire(s),
  ...(s.leave_request_id === null || s.leave_request_id === undefined ? {} : { leaveRequestId: s.leave_request_id }),
})

/**
 * The employee calls (part 3 §7 "Employees, roster, leave"): the fitness employees list and
 * profile (v1/fitnessResource/*), PT levels and specialisations, employee creation and attendance
 * (v1/roster/*). Every call checks its screen's permission and the centre of the employee or list.
 */
export const employeesRoutes = ({ db, now }: RouteDeps): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)
  const store = employeeStore(db)
  const at = namedCentreRoutes(api, db, S)
  // An employee may work at several centres: the call acts at one of theirs that is the caller's, else their first.
  const employeeCentre = (agentId: string, staff: Persona): number | undefined => {
    const ids = store.centresOf(agentId).map((sid) => S.ofServiceId(sid))
    return ids.find((id) => id !== undefined && staff.centres.includes(id)) ?? ids[0]
  }

  at.byQuery('get', EMPLOYEE_PATHS.employeesPage, { permission: ['CENTER_EMPLOYEE_DETAIL', 'VIEW'], query: EmployeesPageQuery, screen: '/employee/my-employee-v2' }, (c, i) => {
    const q = i.query
    if (q.pageNo < 0 || q.pageSize < 1 || q.pageSize > 1000) return fail(c, 400, 'pageNo must be 0 or more and pageSize between 1 and 1000.')
    const body: EmployeePageWire = store.page(q.centerServiceId, q.pageNo, q.pageSize)
    return c.json(body)
  })

  api.get(
    EMPLOYEE_PATHS.employeeProfile,
    {
      permission: ['TRAINER_PROFILE', 'VIEW'],
      params: AgentIdParams,
      centre: 'the employee’s centres (:agentId): one of the caller’s',
      scope: (i) => S.at([employeeCentre(i.params.agentId, i.staff)]),
      screen: '/employee/my-employee-detail-v2/:agentId',
    },
    (c, i) => {
      const e = store.get(i.params.agentId)
      return e === undefined ? fail(c, 404, M.EMPLOYEE_NOT_FOUND) : c.json(e)
    },
  )

  api.put(
    EMPLOYEE_PATHS.employeeProfile,
    {
      audit: { action: 'EDIT_EMPLOYEE_PROFILE', subject: 'EMPLOYEE', id: (i) => i.params.agentId, track: (i) => employeeSnapshot(db, i.params.agentId) },
      permission: ['TRAINER_PROFILE', 'EDIT'],
      params: AgentIdParams,
      body: EmployeeUpdateBody,
      centre: 'the employee’s centres (:agentId): one of the caller’s',
      scope: (i) => S.at([employeeCentre(i.params.agentId, i.staff)]),
      screen: '/employee/my-employee-detail-v2/:agentId',
    },
    (c, i) => {
      const e = store.get(i.params.agentId)
      if (e === undefined) return fail(c, 404, M.EMPLOYEE_NOT_FOUND)
      const type = e.centres[0]?.type ?? 'GYMFIT'
      const level = i.body.ptLevelCode ?? undefined
      if (level !== undefined && !levelFitsCentre(level, type)) return fail(c, 400, M.PT_LEVEL_UNKNOWN)
      const offered = SPECIALISATIONS_BY_ROLE[e.primaryRole] ?? []
      const wanted = [...new Set(i.body.specialisations)]
      if (wanted.some((s) => !offered.includes(s)) || (wanted.length > 0 && !specialisationsApply(e.primaryRole, type))) return fail(c, 400, M.SPECIALISATION_UNKNOWN)
      const updated: EmployeeWire = { ...e, ptLevelCode: level ?? e.ptLevelCode ?? null, specialisations: wanted, status: i.body.status ?? e.status }
      store.save(updated)
      return c.json(updated)
    },
  )

  api.get(
    EMPLOYEE_PATHS.ptLevels,
    { permission: ['TRAINER_PROFILE', 'VIEW'], query: PtLevelsQuery, ...S.config },
    (c, i) => {
      const body: PtLevelsWire = { levels: [...PT_LEVEL_CATALOGUE[i.query.groupType]] }
      return c.json(body)
    },
  )

  api.get(
    EMPLOYEE_PATHS.specialisations,
    { permission: ['TRAINER_PROFILE', 'VIEW'], query: SpecialisationsQuery, ...S.config },
    (c, i) => {
      const body: SpecialisationsWire = { specialisations: [...(SPECIALISATIONS_BY_ROLE[i.query.role] ?? [])] }
      return c.json(body)
    },
  )

  at.byBody('post', EMPLOYEE_PATHS.createEmployee, { permission: ['CENTER_EMPLOYEE_DETAIL', 'EDIT'], body: NewEmployeeBody, screen: '/employee/my-employee-v2', audit: { action: 'ADD_EMPLOYEE', subject: 'EMPLOYEE', id: (_i, a) => fieldOf(a, 'agentId'), track: (_i, a) => (a === undefined ? undefined : employeeSnapshot(db, fieldOf(a, 'agentId'))) } }, (c, i) => {
    const b = i.body
    const centre = centreByServiceId(db, b.centerServiceId)
    if (centre === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
    const name = b.name.trim().replace(/\s+/g, ' ')
    const email = b.email.trim().toLowerCase()
    const errors: Record<string, string> = {}
    const badName = nameRefusal(name)
    if (badName !== undefined) errors.name = badName
    if (!isValidEmail(email)) errors.email = M.EMPLOYEE_EMAIL_INVALID
    if (!isTenDigitPhone(b.phone)) errors.phone = M.EMPLOYEE_PHONE_INVALID
    if (!EMPLOYEE_ROLES.includes(b.primaryRole)) errors.primaryRole = M.EMPLOYEE_ROLE_REQUIRED
    const first = Object.values(errors)[0]
    if (first !== undefined) return fail(c, 400, first, { errors })
    const level = b.ptLevelCode ?? undefined
    if (level !== undefined && !levelFitsCentre(level, centre.wire.type)) return fail(c, 400, M.PT_LEVEL_UNKNOWN)
    if (db.prepare('SELECT 1 FROM employees WHERE email = ? OR phone = ?').get(email, b.phone) !== undefined) return fail(c, 409, M.EMPLOYEE_EXISTS)
    const n = (db.prepare('SELECT COUNT(*) FROM employees').pluck().get() as number) + 1
    const agentId = `emp-n${String(n).padStart(4, '0')}-${now().toString(36)}`
    const e: EmployeeWire = {
      agentId,
      name,
      email,
      phone: b.phone,
      primaryRole: b.primaryRole,
      roles: [b.primaryRole],
      status: 'ACTIVE',
      photoUrl: null,
      ptLevelCode: level ?? null,
      specialisations: [],
      workoutFamilies: [],
      centres: [{ centerServiceId: centre.wire.centerServiceId, name: centre.wire.name, type: centre.wire.type }],
      empId: null,
      cultEmployeeId: null,
    }
    db.transaction(() => {
      db.prepare('INSERT INTO employees (agent_id, email, phone, data) VALUES (?, ?, ?, ?)').run(agentId, email, b.phone, JSON.stringify(e))
      db.prepare('INSERT INTO employee_centres (agent_id, center_service_id) VALUES (?, ?)').run(agentId, centre.wire.centerServiceId)
      // A personal trainer is one of the centre's PT trainers from this moment (sandbox/store/trainers.ts).
      writeAgentOfEmployee(db, e)
    })()
    return c.json(e, 201)
  })

  const rowOf = (s: ShiftRow): AttendanceRowWire => {
    const e = store.get(s.agent_id)
    const mark = store.markOf(s.shift_id)
    return {
      agentId: s.agent_id,
      name: e?.name ?? s.agent_id,
      primaryRole: e?.primaryRole ?? '',
      shift: shiftWire(s),
      status: attendanceStatusOf(s.kind, s.end_time, mark !== undefined, now()),
      markedAt: mark?.marked_at ?? null,
      manual: mark?.reason === null || mark?.reason === undefined ? null : { reason: attendanceReasonText(mark.reason, mark.reason_note), markedBy: mark.marked_by ?? '' },
    }
  }

  at.byQuery('get', EMPLOYEE_PATHS.attendance, { permission: ['CENTER_ATTENDANCE', 'VIEW'], query: AttendanceQuery, screen: '/employee/attendance' }, (c, i) => {
    const body: AttendanceWire = { rows: store.shiftsOn(i.query.centerServiceId, i.query.day).map(rowOf) }
    return c.json(body)
  })

  at.byBody('post', EMPLOYEE_PATHS.manualAttendance, { permission: ['CENTER_ATTENDANCE', 'EDIT'], body: ManualAttendanceBody, screen: '/employee/attendance', audit: { action: 'MARK_ATTENDANCE', subject: 'EMPLOYEE', id: (i) => i.body.agentId } }, (c, i) => {
    const b = i.body
    const shift = store.shiftsOn(b.centerServiceId, b.day).find((s) => s.agent_id === b.agentId)
    if (shift === undefined) return fail(c, 404, M.NO_SHIFT_THAT_DAY)
    if (shift.kind === 'LEAVE') return fail(c, 409, M.ON_LEAVE_THAT_DAY)
    if (store.markOf(shift.shift_id) !== undefined) return fail(c, 409, M.ATTENDANCE_ALREADY_MARKED)
    // The reason Others carries what happened (1 to 1,000 characters), kept with the mark; other reasons keep no note.
    const noteProblem = attendanceNoteProblem(b.reason, b.note ?? undefined)
    if (noteProblem !== undefined) return fail(c, 400, noteProblem, { errors: { note: noteProblem } })
    const note = b.reason === 'Others' ? (b.note ?? '').trim() : null
    db.prepare('INSERT INTO attendance_marks (shift_id, marked_at, reason, marked_by, reason_note) VALUES (?, ?, ?, ?, ?)').run(shift.shift_id, now(), b.reason, i.staff.name, note)
    return c.json(rowOf(shift), 201)
  })

  at.byQuery('get', EMPLOYEE_PATHS.shifts, { permission: ['ROSTERING', 'VIEW'], query: RosterQuery, screen: '/employee/rostering' }, (c, i) => {
    const rows = db
      .prepare('SELECT * FROM roster_shifts WHERE center_service_id = ? AND start_time >= ? AND start_time < ? ORDER BY start_time, agent_id')
      .all(i.query.centerServiceId, startOfCentreDay(i.query.weekStart), startOfCentreDay(addDays(i.query.weekStart, 7))) as ShiftRow[]
    // The PT sessions booked with customers show in their trainer's row, as an hour of personal training.
    const centre = centreByServiceId(db, i.query.centerServiceId)
    const sessions =
      centre === undefined
        ? []
        : ptSessionShifts(db, { centreId: centre.wire.id, centerServiceId: i.query.centerServiceId, from: startOfCentreDay(i.query.weekStart), to: startOfCentreDay(addDays(i.query.weekStart, 7)) })
    const body: RosterWire = { shifts: [...rows.map(rosterShiftWire), ...sessions].sort((a, b) => a.startTime - b.startTime || a.agentId.localeCompare(b.agentId)) }
    return c.json(body)
  })

  at.byBody('post', EMPLOYEE_PATHS.shifts, { permission: ['ROSTERING', 'EDIT'], body: NewShiftBody, screen: '/employee/rostering', audit: { action: 'ASSIGN_SHIFTS', subject: 'EMPLOYEE', id: (i) => i.body.agentId } }, (c, i) => {
    const b = i.body
    if (!store.centresOf(b.agentId).includes(b.centerServiceId)) return fail(c, 404, M.EMPLOYEE_NOT_FOUND)
    if (!Number.isSafeInteger(b.startTime) || !Number.isSafeInteger(b.endTime) || b.startTime < 0) return fail(c, 400, 'startTime and endTime are epoch milliseconds.')
    const theirs = db.prepare('SELECT start_time AS startTime, end_time AS endTime FROM roster_shifts WHERE agent_id = ?').all(b.agentId) as { startTime: number; endTime: number }[]
    const why = shiftRefusal(b, theirs, (t) => centreDayOf(epochMs(t)))
    if (why !== undefined) return fail(c, why === M.SHIFT_OVERLAPS ? 409 : 400, why)
    const shiftId = `sh-${b.agentId}-${now().toString(36)}-${(db.prepare('SELECT COUNT(*) FROM roster_shifts').pluck().get() as number) + 1}`
    db.prepare('INSERT INTO roster_shifts (shift_id, agent_id, center_service_id, kind, start_time, end_time, created_by) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
      shiftId,
      b.agentId,
      b.centerServiceId,
      b.kind,
      b.startTime,
      b.endTime,
      i.staff.id,
    )
    const body: ShiftWire = { shiftId, agentId: b.agentId, centerServiceId: b.centerServiceId, kind: b.kind, startTime: b.startTime, endTime: b.endTime }
    return c.json(body, 201)
  })

  // ---- roster slot picker (rostering): an agent's slots and slot bookings ----
  const shiftsOfAgent = db.prepare('SELECT kind, start_time AS startTime, end_time AS endTime FROM roster_shifts WHERE agent_id = ?')
  /** The agent's PT sessions with customers at the centre: their hours are booked on the slot picker too. */
  const sessionsOf = (agentId: string, centerServiceId: number) => {
    const centre = centreByServiceId(db, centerServiceId)
    return centre === undefined ? [] : ptSessionShifts(db, { centreId: centre.wire.id, centerServiceId, from: 0, to: Number.MAX_SAFE_INTEGER, agentId })
  }
  at.byQuery('get', ROSTER_SLOT_PATHS.slots, { permission: ['ROSTERING', 'VIEW'], query: RosterSlotsQuery, screen: '/employee/rostering' }, (c, i) => {
    const q = i.query
    if (!store.centresOf(q.agentId).includes(q.centerServiceId)) return fail(c, 404, M.EMPLOYEE_NOT_FOUND)
    const theirs = [...(shiftsOfAgent.all(q.agentId) as { kind: string; startTime: number; endTime: number }[]), ...sessionsOf(q.agentId, q.centerServiceId)]
    const body: RosterSlotsWire = { slots: [...rosterSlots(q.day, epochMs(now()), theirs)] }
    return c.json(body)
  })

  at.byBody('post', ROSTER_SLOT_PATHS.slotBookings, { permission: ['ROSTERING', 'EDIT'], body: SlotBookingBody, screen: '/employee/rostering', audit: { action: 'BOOK_ROSTER_SLOT', subject: 'EMPLOYEE', id: (i) => i.body.agentId } }, (c, i) => {
    const b = i.body
    if (!store.centresOf(b.agentId).includes(b.centerServiceId)) return fail(c, 404, M.EMPLOYEE_NOT_FOUND)
    if (!Number.isSafeInteger(b.startTime) || b.startTime < 0) return fail(c, 400, 'startTime is epoch milliseconds.')
    const theirs = [...(shiftsOfAgent.all(b.agentId) as { kind: string; startTime: number; endTime: number }[]), ...sessionsOf(b.agentId, b.centerServiceId)]
    const why = slotBookingRefusal(b.startTime, centreDayOf(epochMs(b.startTime)), epochMs(now()), theirs)
    if (why === 'NOT_A_SLOT') return fail(c, 400, M.NOT_A_SLOT)
    if (why === 'TAKEN') return fail(c, 409, M.SLOT_TAKEN)
    const shiftId = `sh-${b.agentId}-${now().toString(36)}-${(db.prepare('SELECT COUNT(*) FROM roster_shifts').pluck().get() as number) + 1}`
    const endTime = b.startTime + ROSTER_SLOT_MS
    db.prepare('INSERT INTO roster_shifts (shift_id, agent_id, center_service_id, kind, start_time, end_time, created_by) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
      shiftId,
      b.agentId,
      b.centerServiceId,
      'PERSONAL_TRAINING',
      b.startTime,
      endTime,
      i.staff.id,
    )
    const body: ShiftWire = { shiftId, agentId: b.agentId, centerServiceId: b.centerServiceId, kind: 'PERSONAL_TRAINING', startTime: b.startTime, endTime }
    return c.json(body, 201)
  })

  return api.app
}
