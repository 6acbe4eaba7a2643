import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { withinTextBound } from '../shared/field-check'
import { type ValidationFailed, validationFailed } from '../shared/errors'
import { REVERSAL_REASON_REQUIRED, REVERSAL_REQUESTED } from '../shared/messages'
import { type ActionFailed, type Done, act, serverSays } from '../shared/outcome'
import type { Delinquency } from './staff-desk'
import type { StaffDeskDeps } from './staff-desk-deps'

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
