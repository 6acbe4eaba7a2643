import type { EpochMs } from '../shared/brands'

/** PURCHASED (shown as ACTIVE), PAUSED, or another server status. */
export type MembershipStatus = 'PURCHASED' | 'PAUSED' | (string & {})

export type MembershipBenefit = {
  readonly name: string
  readonly ticketsUsed: number
  readonly maxTickets: number
}

/** A customer's membership (part 1 §3 "Membership"). */
export type Membership = {
  readonly id: number
  readonly name: string
  readonly subTitle?: string
  readonly status: MembershipStatus
  readonly start: EpochMs
  readonly end: EpochMs
  readonly benefits: readonly MembershipBenefit[]
  readonly metadata?: { readonly preferredTrainerId?: string }
}

export type MembershipTiming = 'current' | 'expired' | 'upcoming'

export type MembershipTier = 'BLACK' | 'GOLD' | 'PLAY' | 'BOOTCAMP' | 'LUX' | 'ONEPASS'
