import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { centreDayOf } from '../shared/centre-day-of'
import type { Clock } from '../shared/clock.port'
import type { ValidationFailed } from '../shared/errors'
import { LEAVE_REQUESTED } from '../shared/messages'
import { type ActionFailed, type Done, act, serverSays } from '../shared/outcome'
import { type LeaveDraft, type LeaveField, validateLeaveRequest } from './leave-request.rule'
import type { LeaveRequest } from './staff-desk'
import type { StaffDesk } from './staff-desk.port'

export type RequestLeaveDeps = { readonly staffDesk: StaffDesk; readonly clock: Clock }
export type RequestLeaveError = ValidationFailed<LeaveField> | ActionFailed<'LeaveNotRequested'>

/**
 * The signed-in staff member asks for leave at one of their centres: the form checked first
 * (every field error at once, days from today in the centre's zone), then sent; it waits for a
 * manager with LEAVE_APPROVAL ('Leave requested: your manager will decide it'; the server's
 * reason otherwise: not on the centre's staff, or days already asked for).
 */
export const requestLeave =
  (d: RequestLeaveDeps) =>
  (r: { readonly centerServiceId: number; readonly draft: LeaveDraft }): TaskEither<RequestLeaveError, Done<LeaveRequest>> =>
    pipe(
      TE.fromEither(validateLeaveRequest(r.draft, r.centerServiceId, centreDayOf(d.clock.now()))),
      TE.chainW((n) => act('LeaveNotRequested', serverSays, LEAVE_REQUESTED)(d.staffDesk.requestLeave(n))),
    )
