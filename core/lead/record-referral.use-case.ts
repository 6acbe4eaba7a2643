import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { Centre } from '../centre/centre'
import { type ReferralField, type ReferralInput, validateReferral } from '../forms/referral.rule'
import type { ValidationFailed } from '../shared/errors'
import { REFERRAL_SUCCESSFUL, referralRejected } from '../shared/messages'
import { type ActionFailed, type Done, actionFailed, done, reasonOf } from '../shared/outcome'
import type { Referral, ReferralAnswer, ReferralBook } from './referral-book.port'

export type RecordReferralDeps = { readonly referrals: ReferralBook }

export type RecordReferralRequest = {
  /** The customer who refers a friend. */
  readonly referredByUserId: string
  readonly centre: Centre
  /** The signed-in staff member's e-mail. */
  readonly staffEmail: string
  /** The form: the friend's name and phone. */
  readonly draft: unknown
}

export type RecordReferralError = ValidationFailed<ReferralField> | ActionFailed<'ReferralNotAccepted'>

/** A play centre's referrals are 'play'; every other centre's 'general'. */
export const referralCategory = (c: Pick<Centre, 'type'>): 'play' | 'general' => (c.type === 'PLAY' ? 'play' : 'general')

/** The referral payload from the centre, the staff member and the friend (part 3 §3). */
export const referralOf = (r: RecordReferralRequest, friend: ReferralInput): Referral => ({
  centerDetails: {
    centerType: r.centre.type,
    centerId: r.centre.id,
    centerServiceCenterId: String(r.centre.centerServiceId),
    centerCategory: referralCategory(r.centre),
  },
  customerDetails: { name: friend.name, phone: friend.phone },
  referralSubmittedByEmailId: r.staffEmail,
  referredByUserId: r.referredByUserId,
})

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
