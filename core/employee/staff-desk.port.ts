import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { NewLeaveRequest } from './leave-request.rule'
import type { Delinquency, GroomingScore, GxShift, LeaveDecision, LeaveRequest } from './staff-desk'

/**
 * The staff desk: leave requests and their approval, the centre's group-exercise shifts, and the
 * signed-in employee's delinquencies (with reversal requests) and grooming score.
 */
export interface StaffDesk {
  /** Every leave request at a centre, in every state. */
  leaveRequests(centerServiceId: number): TaskEither<GatewayError, readonly LeaveRequest[]>
  /**
   * Approves or rejects a pending request (Rejected when it was already decided, or is the
   * decider's own); an approved request's days go on the roster as leave.
   */
  decideLeave(leaveId: string, decision: LeaveDecision): TaskEither<GatewayError, LeaveRequest>
  /** The signed-in staff member asks for leave at one of their centres; it waits for a manager's decision. */
  requestLeave(r: NewLeaveRequest): TaskEither<GatewayError, LeaveRequest>
  /** The signed-in staff member's own leave requests at a centre, in every state. */
  myLeaveRequests(centerServiceId: number): TaskEither<GatewayError, readonly LeaveRequest[]>
  /** The group-exercise shifts at a centre around now (yesterday to a week ahead). */
  gxShifts(centerServiceId: number): TaskEither<GatewayError, readonly GxShift[]>
  /** The signed-in employee's delinquencies at a centre. */
  delinquencies(centerServiceId: number): TaskEither<GatewayError, readonly Delinquency[]>
  /** Asks for an open delinquency to be reversed, with a reason. */
  requestReversal(delinquencyId: string, reason: string): TaskEither<GatewayError, Delinquency>
  /** The signed-in employee's attire/grooming audits at a centre. */
  groomingScore(centerServiceId: number): TaskEither<GatewayError, GroomingScore>
}
