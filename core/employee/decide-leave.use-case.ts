import type { TaskEither } from 'fp-ts/TaskEither'
import { LEAVE_APPROVED, LEAVE_REJECTED } from '../shared/messages'
import { type ActionFailed, type Done, act, serverSays } from '../shared/outcome'
import type { LeaveDecision, LeaveRequest } from './staff-desk'
import type { StaffDeskDeps } from './staff-desk-deps'

/** Approves or rejects a leave request ('Leave approved' / 'Leave rejected'; the server's reason otherwise). */
export const decideLeave =
  (d: StaffDeskDeps) =>
  (r: { readonly leaveId: string; readonly decision: LeaveDecision }): TaskEither<ActionFailed<'LeaveNotDecided'>, Done<LeaveRequest>> =>
    act('LeaveNotDecided', serverSays, r.decision === 'APPROVED' ? LEAVE_APPROVED : LEAVE_REJECTED)(d.staffDesk.decideLeave(r.leaveId, r.decision))
