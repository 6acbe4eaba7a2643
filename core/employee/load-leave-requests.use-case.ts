import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { LeaveRequest } from './staff-desk'
import { orderLeaveRequests } from './staff-desk.rule'
import { type StaffDeskDeps, type Unavailable, read } from './staff-desk-deps'

/** Leave management: every leave request at the centre, waiting ones first (soonest first), then the decided ones. */
export const loadLeaveRequests =
  (d: StaffDeskDeps) =>
  (centerServiceId: number): TaskEither<Unavailable, readonly LeaveRequest[]> =>
    pipe(read(d.staffDesk.leaveRequests(centerServiceId)), TE.map(orderLeaveRequests))
