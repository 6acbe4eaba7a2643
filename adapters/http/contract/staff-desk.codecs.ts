import * as t from 'io-ts'
import { IntFromString, SafeInt, boundedText } from './codec-helpers'

/**
 * Wire contract of the staff desk (part 3 §7 "Employees, roster, leave"): leave requests and
 * their approval (v1/leaveManagement/*), the group-exercise shifts of a centre (v1/gxTrainer/*),
 * the signed-in employee's delinquencies with their reversal and their attire/grooming score
 * (v1/delinquency/*). The spec names only the areas; the paths and shapes are ours. Only the
 * lazily bound staff-desk gateway and the sandbox read these paths.
 */
export const STAFF_DESK_PATHS = {
  leaveRequests: 'v1/leaveManagement/requests',
  leaveDecision: 'v1/leaveManagement/requests/:leaveId/decision',
  gxShifts: 'v1/gxTrainer/shifts',
  delinquencies: 'v1/delinquency/mine',
  delinquencyReversal: 'v1/delinquency/:delinquencyId/reversal',
  groomingScore: 'v1/delinquency/groomingScore',
  /** POST: the signed-in staff member asks for leave at a centre (the list's path, another method). */
  leaveRequest: 'v1/leaveManagement/requests',
  /** GET: the signed-in staff member's own leave requests at a centre. */
  myLeaveRequests: 'v1/leaveManagement/mine',
} as const

const bounded = (max: number) => t.refinement(t.string, (s) => s.trim() !== '' && s.length <= max, `Text(1..${max})`)

export const CentreQuery = t.type({ centerServiceId: IntFromString })

export const LeaveStatusWire = t.keyof({ PENDING: null, APPROVED: null, REJECTED: null })
/** A booked PT session of the employee within the days of their leave (the approval warns of it). */
export const LeavePtSessionWire = t.type({ id: t.number, startTime: t.number, customerName: t.string })
const LeaveRequestFields = t.type({
  id: t.string,
  agentId: t.string,
  name: t.string,
  primaryRole: t.string,
  centerServiceId: t.number,
  startDay: t.string,
  endDay: t.string,
  reason: t.string,
  status: LeaveStatusWire,
  decidedBy: t.union([t.string, t.null]),
  decidedAt: t.union([t.number, t.null]),
  /** Whether the request is the signed-in staff member's own (nobody decides their own). */
  mine: t.boolean,
})
export const LeaveRequestWire = t.intersection([LeaveRequestFields, t.partial({ ptSessionsInLeave: t.array(LeavePtSessionWire) })])
export type LeaveRequestWire = t.TypeOf<typeof LeaveRequestWire>
export const LeaveRequestsWire = t.type({ requests: t.array(LeaveRequestWire) })
export type LeaveRequestsWire = t.TypeOf<typeof LeaveRequestsWire>
export const LeaveIdParams = t.type({ leaveId: bounded(64) })
export const LeaveDecisionBody = t.type({ decision: t.keyof({ APPROVED: null, REJECTED: null }) })
export type LeaveDecisionBody = t.TypeOf<typeof LeaveDecisionBody>

export const GxShiftWire = t.type({
  id: t.string,
  className: t.string,
  trainerName: t.string,
  cultEmployeeId: t.string,
  centerServiceId: t.number,
  startTime: t.number,
  endTime: t.number,
})
export type GxShiftWire = t.TypeOf<typeof GxShiftWire>
export const GxShiftsWire = t.type({ shifts: t.array(GxShiftWire) })
export type GxShiftsWire = t.TypeOf<typeof GxShiftsWire>

export const DelinquencyStatusWire = t.keyof({ OPEN: null, REVERSAL_REQUESTED: null, REVERSED: null })
export const DelinquencyWire = t.type({
  id: t.string,
  empId: t.string,
  centerServiceId: t.number,
  day: t.string,
  kind: t.string,
  points: t.number,
  status: DelinquencyStatusWire,
  reversalReason: t.union([t.string, t.null]),
})
export type DelinquencyWire = t.TypeOf<typeof DelinquencyWire>
export const DelinquenciesWire = t.type({ delinquencies: t.array(DelinquencyWire) })
export type DelinquenciesWire = t.TypeOf<typeof DelinquenciesWire>
export const DelinquencyIdParams = t.type({ delinquencyId: bounded(64) })
export const ReversalBody = t.type({ reason: bounded(500) })
export type ReversalBody = t.TypeOf<typeof ReversalBody>

export const GroomingAuditWire = t.type({ day: t.string, score: t.number, outOf: t.number, remarks: t.string })
export type GroomingAuditWire = t.TypeOf<typeof GroomingAuditWire>
export const GroomingScoreWire = t.type({ empId: t.string, audits: t.array(GroomingAuditWire) })
export type GroomingScoreWire = t.TypeOf<typeof GroomingScoreWire>

/** A leave request as sent (v1/leaveManagement/requests, POST): the centre, its days (inclusive) and the reason. */
export const NewLeaveBody = t.type({ centerServiceId: SafeInt, startDay: boundedText(10), endDay: boundedText(10), reason: boundedText(1000) })
export type NewLeaveBody = t.TypeOf<typeof NewLeaveBody>
