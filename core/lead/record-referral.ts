import type { Centre } from '../centre/centre'
import { type ReferralInput } from './referral.rule'
import type { Referral } from './referral-book.port'

export type RecordReferralRequest = {
  /** The customer who refers a friend. */
  readonly referredByUserId: string
  readonly centre: Centre
  /** The signed-in staff member's e-mail. */
  readonly staffEmail: string
  /** The form: the friend's name and phone. */
  readonly draft: unknown
}

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
