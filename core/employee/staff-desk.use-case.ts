import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { withinTextBound } from '../forms/field-check'
import type { Clock } from '../shared/clock.port'
import { type ValidationFailed, validationFailed } from '../shared/errors'
import { LEAVE_APPROVED, LEAVE_REJECTED, REVERSAL_REASON_REQUIRED, REVERSAL_REQUESTED } from '../shared/messages'
import { type ActionFailed, type Done, act, fetchAs, serverSays } from '../shared/outcome'
import { type ShiftLists, sortShifts } from './shift-lists.rule'
import type { Delinquency, GroomingScore, GxShift, LeaveDecision, LeaveRequest } from './staff-desk'
import type { StaffDesk } from './staff-desk.port'
import { orderLeaveRequests } from './staff-desk.rule'

export type StaffDeskDeps = { readonly staffDesk: StaffDesk }

type Unavailable = ActionFailed<'StaffDeskUnavailable'>
const read = fetchAs('StaffDeskUnavailable', serverSays)

/** Leave management: every leave request at the centre, waiting ones first (soonest first), then the decided ones. */
export const loadLeaveRequests =
  (d: StaffDeskDeps) =>
  (centerServiceId: number): TaskEither<Unavailable, readonly LeaveRequest[]> =>
    pipe(read(d.staffDesk.leaveRequests(centerServiceId)), TE.map(orderLeaveRequests))

/** Approves or rejects a leave request ('Leave approved' / 'Leave rejected'; the server's reason otherwise). */
export const decideLeave =
  (d: StaffDeskDeps) =>
  (r: { readonly leaveId: string; readonly decision: LeaveDecision }): TaskEither<ActionFailed<'LeaveNotDecided'>, Done<LeaveRequest>> =>
    act('LeaveNotDecided', serverSays, r.decision === 'APPROVED' ? LEAVE_APPROVED : LEAVE_REJECTED)(d.staffDesk.decideLeave(r.leaveId, r.decision))

/** GX shifts (/employee/gxShifts): the centre's group-exercise shifts sorted into past, current and upcoming at now. */
export const loadGxShifts =
  (d: StaffDeskDeps & { readonly clock: Clock }) =>
  (centerServiceId: number): TaskEither<Unavailable, ShiftLists<GxShift>> =>
    pipe(
      read(d.staffDesk.gxShifts(centerServiceId)),
      TE.map((shifts) => sortShifts(shifts, d.clock.now())),
    )

/** The signed-in employee's delinquencies at the centre, latest first. */
export const loadDelinquencies =
  (d: StaffDeskDeps) =>
  (centerServiceId: number): TaskEither<Unavailable, readonly Delinquency[]> =>
    pipe(
      read(d.staffDesk.delinquencies(centerServiceId)),
      TE.map((ds) => [...ds].sort((a, b) => b.day.localeCompare(a.day))),
    )

export type RequestReversalError = ValidationFailed<'reason'> | ActionFailed<'ReversalNotRequested'>

/** Asks for a delinquency to be reversed: a reason is required (trimmed); 'Reversal requested' or the server's reason. */
export const requestDelinquencyReversal =
  (d: StaffDeskDeps) =>
  (r: { readonly delinquencyId: string; readonly reason: string }): TaskEither<RequestReversalError, Done<Delinquency>> => {
    const reason = r.reason.trim()
    const checked = withinTextBound({ reason }, reason === '' ? E.left(validationFailed<'reason'>({ reason: REVERSAL_REASON_REQUIRED })) : E.right(reason))
    if (E.isLeft(checked)) return TE.left(checked.left)
    return act('ReversalNotRequested', serverSays, REVERSAL_REQUESTED)(d.staffDesk.requestReversal(r.delinquencyId, checked.right))
  }

/** The signed-in employee's attire/grooming audits at the centre, latest first. */
export const loadGroomingScore =
  (d: StaffDeskDeps) =>
  (centerServiceId: number): TaskEither<Unavailable, GroomingScore> =>
    pipe(
      read(d.staffDesk.groomingScore(centerServiceId)),
      TE.map((g) => ({ ...g, audits: [...g.audits].sort((a, b) => b.day.localeCompare(a.day)) })),
    )
