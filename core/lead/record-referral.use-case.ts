import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { type ReferralField, validateReferral } from './referral.rule'
import type { ValidationFailed } from '../shared/errors'
import { REFERRAL_SUCCESSFUL, referralRejected } from '../shared/messages'
import { type ActionFailed, type Done, actionFailed, done, reasonOf } from '../shared/outcome'
import type { ReferralAnswer, ReferralBook } from './referral-book.port'
import { type RecordReferralRequest, referralOf } from './record-referral'

export type RecordReferralDeps = { readonly referrals: ReferralBook }

export type RecordReferralError = ValidationFailed<ReferralField> | ActionFailed<'ReferralNotAccepted'>

const accepted = (a: ReferralAnswer): TaskEither<RecordReferralError, Done<ReferralAnswer>> =>
  a.status === 'OK' ? TE.right(done(REFERRAL_SUCCESSFUL, a)) : TE.left(actionFailed('ReferralNotAccepted', a.message))

/**
 * Record Referral (part 3 §5, §8): the friend's name required and trimmed, the phone exactly 10
 * digits; 'Referral Successful' when the answer's status is OK, its message otherwise, and
 * 'Referral cannot be accepted {reason}' when the call fails.
 */
export const recordReferral =
  (d: RecordReferralDeps) =>
  (r: RecordReferralRequest): TaskEither<RecordReferralError, Done<ReferralAnswer>> =>
    pipe(
      TE.fromEither(validateReferral(r.draft)),
      TE.chainW((friend) =>
        pipe(d.referrals.record(referralOf(r, friend)), TE.mapLeft((e) => actionFailed('ReferralNotAccepted', referralRejected(reasonOf(e)), e))),
      ),
      TE.chainW(accepted),
    )
