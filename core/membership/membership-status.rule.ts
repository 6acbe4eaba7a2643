import type { EpochMs } from '../shared/brands'
import { MEMBERSHIP_PAUSED_CHECK_IN_TOOLTIP, MEMBERSHIP_PAUSED_PT_BOOKING_TOOLTIP } from '../shared/messages'
import type { Membership, MembershipStatus, MembershipTier, MembershipTiming } from './membership'
import { enumLabel } from '../shared/enum-labels'

/** Current when now lies between start and end (both included); expired when past the end; upcoming otherwise. */
export const membershipTiming = (m: Pick<Membership, 'start' | 'end'>, now: EpochMs): MembershipTiming =>
  now > m.end ? 'expired' : now >= m.start ? 'current' : 'upcoming'

/** The status as shown, in words (core/shared/enum-labels): PURCHASED shows as active ('Active'), PAUSED as 'Paused'. */
export const membershipStatusLabel = (status: MembershipStatus): string => enumLabel('membershipStatus', status)

/** What a membership's status allows: a PAUSED membership disables check-in and PT booking, with tooltips asking to unpause. */
export type MembershipRestrictions = {
  readonly checkInDisabled: boolean
  readonly ptBookingDisabled: boolean
  readonly checkInTooltip?: string
  readonly ptBookingTooltip?: string
}

export const membershipRestrictions = (m: Pick<Membership, 'status'>): MembershipRestrictions =>
  m.status === 'PAUSED'
    ? {
        checkInDisabled: true,
        ptBookingDisabled: true,
        checkInTooltip: MEMBERSHIP_PAUSED_CHECK_IN_TOOLTIP,
        ptBookingTooltip: MEMBERSHIP_PAUSED_PT_BOOKING_TOOLTIP,
      }
    : { checkInDisabled: false, ptBookingDisabled: false }

const TIERS: Readonly<Record<number, MembershipTier>> = { 1: 'BLACK', 2: 'GOLD', 3: 'PLAY', 5: 'BOOTCAMP', 6: 'LUX', 7: 'ONEPASS' }

/** Tier by membership id: 1 BLACK, 2 GOLD, 3 PLAY, 5 BOOTCAMP, 6 LUX, 7 ONEPASS, otherwise none. */
export const membershipTier = (membershipId: number): MembershipTier | undefined => TIERS[membershipId]
