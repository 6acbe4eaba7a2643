import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { Delinquency, GroomingScore, GxShift, LeaveDecision, LeaveRequest } from './staff-desk'

/**
 * The staff desk: leave requests and their approval, the centre's group-exercise shifts, and the
 * signed-in employee's delinquencies (with reversal requests) and grooming score.
 */
export interface StaffDesk {
  /** Every leave request at a centre, in every state. */
  leaveRequests(centerServiceId: number): TaskEither<GatewayError, readonly LeaveRequest[]>
  /** Approves or rejects a pending request (Rejected when it was already decided). */
  decideLeave(leaveId: string, decision: LeaveDecision): TaskEither<GatewayError, LeaveRequest>
  /** The group-exercise shifts at a centre around now (yesterday to a week ahead). */
  gxShifts(centerServiceId: number): TaskEither<GatewayError, readonly GxShift[]>
  /** The signed-in employee's delinquencies at a centre. */
  delinquencies(centerServiceId: number): TaskEither<GatewayError, readonly Delinquency[]>
  /** Asks for an open delinquency to be reversed, with a reason. */
  requestReversal(delinquencyId: string, reason: string): TaskEither<GatewayError, Delinquency>
  /** The signed-in employee's attire/grooming audits at a centre. */
  groomingScore(centerServiceId: number): TaskEither<GatewayError, GroomingScore>
}
