import * as E from 'fp-ts/Either'
import type { StaffDesk } from '../../core/employee/staff-desk.port'
import type { Delinquency, GroomingAudit, GxShift, LeaveRequest } from '../../core/employee/staff-desk'
import { canDecideLeave, canRequestReversal } from '../../core/employee/staff-desk.rule'
import type { RosterShift } from '../../core/employee/employee'
import { clashesWithOwnLeave, decidesOwnLeave, leaveShiftsOf, validateLeaveRequest } from '../../core/employee/leave-request.rule'
import { centreDayOf } from '../../core/shared/centre-day-of'
import { epochMs } from '../../core/shared/brands'
import type { Clock } from '../../core/shared/clock.port'
import { forbidden, notFound, rejected } from '../../core/shared/errors'
import * as M from '../../core/shared/messages'
import { run } from './run'

/** The in-process staff desk: leave requests, GX shifts, and the signed-in employee's delinquencies and audits. */
export type StaffDeskWorld = {
  readonly clock: Clock
  /** Who decides leave (the signed-in staff member's name). */
  readonly staffName: string
  /** The signed-in staff member's employee id. */
  readonly empId: string
  readonly centres: readonly number[]
  /** The signed-in staff member as an employee: their agent id, name and role (who requests leave). */
  readonly me: { readonly agentId: string; readonly primaryRole: string }
  /** The centres the signed-in staff member works at (where they may request leave). */
  readonly myCentres: number[]
  readonly leave: LeaveRequest[]
  /** The roster an approved request's leave goes on (the employee book's shifts when shared). */
  roster: RosterShift[]
  readonly gxShifts: GxShift[]
  readonly delinquencies: Delinquency[]
  /** Grooming audits by employee id and centre service id. */
  readonly grooming: { readonly empId: string; readonly centerServiceId: number; readonly audit: GroomingAudit }[]
}

export const createStaffDeskWorld = (clock: Clock, centres: readonly number[] = [], staffName = 'Asha Rao', empId = 'EMP1001'): StaffDeskWorld => ({
  clock,
  staffName,
  empId,
  centres,
  me: { agentId: 'staff-owner', primaryRole: 'PARTNER_STAFF' },
  myCentres: [],
  leave: [],
  roster: [],
  gxShifts: [],
  delinquencies: [],
  grooming: [],
})

/** The staff desk over the in-process world: the reference behaviour the HTTP adapter is held to. */
export const createInMemoryStaffDesk = (w: StaffDeskWorld): StaffDesk => {
  const known = (sid: number) => w.centres.includes(sid)
  const seen = (r: LeaveRequest): LeaveRequest => ({ ...r, mine: r.agentId === w.me.agentId })
  let next = 1
  return {
    leaveRequests: (sid) => run(() => (known(sid) ? E.right(w.leave.filter((r) => r.centerServiceId === sid).map(seen)) : E.left(notFound(M.CENTRE_NOT_FOUND)))),
    decideLeave: (leaveId, decision) =>
      run(() => {
        const i = w.leave.findIndex((r) => r.id === leaveId)
        const r = w.leave[i]
        if (r === undefined) return E.left(notFound(M.LEAVE_NOT_FOUND))
        if (decidesOwnLeave(r, w.me.agentId)) return E.left(forbidden(M.OWN_LEAVE_NOT_YOURS_TO_DECIDE))
        if (!canDecideLeave(r)) return E.left(rejected(M.LEAVE_ALREADY_DECIDED))
        const decided: LeaveRequest = { ...r, status: decision, decidedBy: w.staffName, decidedAt: epochMs(w.clock.now()) }
        w.leave[i] = decided
        if (decision === 'APPROVED') for (const s of leaveShiftsOf(r)) w.roster.push({ ...s, shiftId: `leave-${r.id}-${s.startTime}` })
        return E.right(seen(decided))
      }),
    requestLeave: (n) =>
      run(() => {
        if (!known(n.centerServiceId)) return E.left(notFound(M.CENTRE_NOT_FOUND))
        if (!w.myCentres.includes(n.centerServiceId)) return E.left(forbidden(M.NOT_ON_CENTRE_STAFF))
        const checked = validateLeaveRequest(n, n.centerServiceId, centreDayOf(w.clock.now()))
        if (E.isLeft(checked)) return E.left(rejected(Object.values(checked.left.errors)[0] ?? M.LEAVE_DAY_REQUIRED))
        if (clashesWithOwnLeave(checked.right, w.leave.filter((r) => r.agentId === w.me.agentId))) return E.left(rejected(M.LEAVE_OVERLAPS))
        const made: LeaveRequest = {
          id: `lv-m${next++}`,
          agentId: w.me.agentId,
          name: w.staffName,
          primaryRole: w.me.primaryRole,
          ...checked.right,
          status: 'PENDING',
          decidedBy: undefined,
          decidedAt: undefined,
          mine: true,
        }
        w.leave.push(made)
        return E.right(made)
      }),
    myLeaveRequests: (sid) =>
      run(() => (known(sid) ? E.right(w.leave.filter((r) => r.centerServiceId === sid && r.agentId === w.me.agentId).map(seen)) : E.left(notFound(M.CENTRE_NOT_FOUND)))),
    gxShifts: (sid) =>
      run(() =>
        known(sid)
          ? E.right(w.gxShifts.filter((s) => s.centerServiceId === sid).sort((a, b) => a.startTime - b.startTime || a.id.localeCompare(b.id)))
          : E.left(notFound(M.CENTRE_NOT_FOUND)),
      ),
    delinquencies: (sid) =>
      run(() => (known(sid) ? E.right(w.delinquencies.filter((d) => d.centerServiceId === sid && d.empId === w.empId)) : E.left(notFound(M.CENTRE_NOT_FOUND)))),
    requestReversal: (id, reason) =>
      run(() => {
        const i = w.delinquencies.findIndex((d) => d.id === id && d.empId === w.empId)
        const d = w.delinquencies[i]
        if (d === undefined) return E.left(notFound(M.DELINQUENCY_NOT_FOUND))
        if (!canRequestReversal(d)) return E.left(rejected(M.REVERSAL_NOT_OPEN))
        const asked: Delinquency = { ...d, status: 'REVERSAL_REQUESTED', reversalReason: reason }
        w.delinquencies[i] = asked
        return E.right(asked)
      }),
    groomingScore: (sid) =>
      run(() =>
        known(sid)
          ? E.right({ empId: w.empId, audits: w.grooming.filter((g) => g.empId === w.empId && g.centerServiceId === sid).map((g) => g.audit) })
          : E.left(notFound(M.CENTRE_NOT_FOUND)),
      ),
  }
}
