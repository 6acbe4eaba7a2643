import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { StaffDesk } from '../../core/employee/staff-desk.port'
import type { Delinquency, GxShift, LeaveRequest } from '../../core/employee/staff-desk'
import { epochMs } from '../../core/shared/brands'
import {
  DelinquenciesWire,
  DelinquencyWire,
  GroomingScoreWire,
  GxShiftsWire,
  type GxShiftWire,
  LeaveRequestWire,
  LeaveRequestsWire,
  type NewLeaveBody,
  STAFF_DESK_PATHS,
} from './contract/staff-desk.codecs'
import { pathWith } from './contract/paths'
import type { HttpClient } from './http-client'

const leaveOf = ({ ptSessionsInLeave, ...w }: LeaveRequestWire): LeaveRequest => ({
  ...w,
  decidedBy: w.decidedBy ?? undefined,
  decidedAt: w.decidedAt === null ? undefined : epochMs(w.decidedAt),
  ...(ptSessionsInLeave === undefined || ptSessionsInLeave.length === 0 ? {} : { ptSessionsInLeave: ptSessionsInLeave.map((x) => ({ ...x, startTime: epochMs(x.startTime) })) }),
})
const gxShiftOf = (w: GxShiftWire): GxShift => ({ ...w, startTime: epochMs(w.startTime), endTime: epochMs(w.endTime) })
const delinquencyOf = (w: DelinquencyWire): Delinquency => ({ ...w, reversalReason: w.reversalReason ?? undefined })

/** The staff desk over HTTP (v1/leaveManagement, v1/gxTrainer, v1/delinquency). */
export const createHttpStaffDesk = (http: HttpClient): StaffDesk => ({
  leaveRequests: (centerServiceId) =>
    pipe(http.send({ path: STAFF_DESK_PATHS.leaveRequests, params: { centerServiceId } }, LeaveRequestsWire), TE.map((w) => w.requests.map(leaveOf))),
  decideLeave: (leaveId, decision) =>
    pipe(http.send({ path: pathWith(STAFF_DESK_PATHS.leaveDecision, { leaveId }), data: { decision } }, LeaveRequestWire), TE.map(leaveOf)),
  requestLeave: (r) => {
    const data: NewLeaveBody = { centerServiceId: r.centerServiceId, startDay: r.startDay, endDay: r.endDay, reason: r.reason }
    return pipe(http.send({ path: STAFF_DESK_PATHS.leaveRequest, data }, LeaveRequestWire), TE.map(leaveOf))
  },
  myLeaveRequests: (centerServiceId) =>
    pipe(http.send({ path: STAFF_DESK_PATHS.myLeaveRequests, params: { centerServiceId } }, LeaveRequestsWire), TE.map((w) => w.requests.map(leaveOf))),
  gxShifts: (centerServiceId) => pipe(http.send({ path: STAFF_DESK_PATHS.gxShifts, params: { centerServiceId } }, GxShiftsWire), TE.map((w) => w.shifts.map(gxShiftOf))),
  delinquencies: (centerServiceId) =>
    pipe(http.send({ path: STAFF_DESK_PATHS.delinquencies, params: { centerServiceId } }, DelinquenciesWire), TE.map((w) => w.delinquencies.map(delinquencyOf))),
  requestReversal: (delinquencyId, reason) =>
    pipe(http.send({ path: pathWith(STAFF_DESK_PATHS.delinquencyReversal, { delinquencyId }), data: { reason } }, DelinquencyWire), TE.map(delinquencyOf)),
  groomingScore: (centerServiceId) => http.send({ path: STAFF_DESK_PATHS.groomingScore, params: { centerServiceId } }, GroomingScoreWire),
})
