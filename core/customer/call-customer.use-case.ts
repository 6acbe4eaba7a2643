import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { CALL_BACK_PROMISED, CALL_FAILED, callFailedWithReason } from '../shared/messages'
import { type ActionFailed, type Done, actionFailed, done, reasonOf } from '../shared/outcome'
import type { CallOutcome } from './customer'
import type { ProfileDeps } from './profile-actions'

/** The masked IVR call: 'you will recieve a call', 'Call Failed' when not sent, else the call's failure with its reason. */
export const callCustomer =
  (d: ProfileDeps) =>
  (r: { readonly userId: string; readonly centerId: number }): TaskEither<ActionFailed<'CallFailed'>, Done<CallOutcome>> =>
    pipe(
      d.customers.callViaIvr(r.userId, r.centerId),
      TE.mapLeft((e) => actionFailed('CallFailed', callFailedWithReason(reasonOf(e)), e)),
      TE.chainW((o) => (o.sent ? TE.right(done(CALL_BACK_PROMISED, o)) : TE.left(actionFailed('CallFailed', CALL_FAILED)))),
    )
