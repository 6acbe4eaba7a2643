import * as E from 'fp-ts/Either'
import type { StaffDesk } from '../../core/employee/staff-desk.port'
import type { Delinquency, GroomingAudit, GxShift, LeaveRequest } from '../../core/employee/staff-desk'
import { canDecideLeave, canRequestReversal } from '../../core/employee/staff-desk.rule'
import { epochMs } from '../../core/shared/brands'
import type { Clock } from '../../core/shared/clock.port'
import { notFound, rejected } from '../../core/shared/errors'
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
  readonly leave: LeaveRequest[]
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
  leave: [],
  gxShifts: [],
  delinquencies: [],
  grooming: [],
})

/** The staff desk over the in-process world: the reference behaviour the HTTP adapter is held to. */
export const createInMemoryStaffDesk = (w: StaffDeskWorld): StaffDesk => {
  const known = (sid: number) => w.centres.includes(sid)
  return {
    leaveRequests: (sid) => run(() => (known(sid) ? E.right(w.leave.filter((r) => r.centerServiceId === sid)) : E.left(notFound(M.CENTRE_NOT_FOUND)))),
    decideLeave: (leaveId, decision) =>
      run(() => {
        const i = w.leave.findIndex((r) => r.id === leaveId)
        const r = w.leave[i]
        if (r === undefined) return E.left(notFound(M.LEAVE_NOT_FOUND))
        if (!canDecideLeave(r)) return E.left(rejected(M.LEAVE_ALREADY_DECIDED))
        const decided: LeaveRequest = { ...r, status: decision, decidedBy: w.staffName, decidedAt: epochMs(w.clock.now()) }
        w.leave[i] = decided
        return E.right(decided)
      }),
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
