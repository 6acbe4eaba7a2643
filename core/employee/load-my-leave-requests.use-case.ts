import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { type ActionFailed, fetchAs, serverSays } from '../shared/outcome'
import type { LeaveRequest } from './staff-desk'
import type { StaffDesk } from './staff-desk.port'
import { orderLeaveRequests } from './staff-desk.rule'

export type MyLeaveRequestsDeps = { readonly staffDesk: StaffDesk }

/** My Leave: the signed-in staff member's own requests at a centre, waiting ones first (soonest first), then the decided ones. */
export const loadMyLeaveRequests =
  (d: MyLeaveRequestsDeps) =>
  (centerServiceId: number): TaskEither<ActionFailed<'StaffDeskUnavailable'>, readonly LeaveRequest[]> =>
    pipe(fetchAs('StaffDeskUnavailable', serverSays)(d.staffDesk.myLeaveRequests(centerServiceId)), TE.map(orderLeaveRequests))
