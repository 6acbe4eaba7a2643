import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'

/** The referral payload (part 3 §3 "Referral payload"). */
export type Referral = {
  readonly centerDetails: {
    readonly centerType: string
    readonly centerId: number
    /** The centre service id, sent as a string. */
    readonly centerServiceCenterId: string
    readonly centerCategory: 'play' | 'general'
  }
  readonly customerDetails: { readonly name: string; readonly phone: string }
  readonly referralSubmittedByEmailId: string
  readonly referredByUserId: string
}

/** The answer: status OK means accepted; otherwise its message says why not. */
export type ReferralAnswer = { readonly status: string; readonly message: string }

/** Where a customer's referrals of friends are recorded. */
export interface ReferralBook {
  record(r: Referral): TaskEither<GatewayError, ReferralAnswer>
}
