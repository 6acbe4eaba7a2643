import { describe, expect, it } from 'vitest'
import {
  membershipRestrictions,
  membershipStatusLabel,
  membershipTier,
  membershipTiming,
} from '../../../../core/membership/membership-status.rule'
import { epochMs } from '../../../../core/shared/brands'

const span = { start: epochMs(1000), end: epochMs(2000) }

describe('membership timing', () => {
  it('is current when now lies between start and end', () => {
    expect(membershipTiming(span, epochMs(1000))).toBe('current')
    expect(membershipTiming(span, epochMs(2000))).toBe('current')
  })
  it('is expired when past the end', () => {
    expect(membershipTiming(span, epochMs(2001))).toBe('expired')
  })
  it('is upcoming otherwise', () => {
    expect(membershipTiming(span, epochMs(999))).toBe('upcoming')
  })
})

describe('membership status', () => {
  it('shows PURCHASED as active, in words', () => {
    expect(membershipStatusLabel('PURCHASED')).toBe('Active')
    expect(membershipStatusLabel('PAUSED')).toBe('Paused')
  })
  it('disables check-in and PT booking when PAUSED, with tooltips asking to unpause', () => {
    expect(membershipRestrictions({ status: 'PAUSED' })).toEqual({
      checkInDisabled: true,
      ptBookingDisabled: true,
      checkInTooltip: 'Membership is paused. Please unpause the membership to check in',
      ptBookingTooltip: 'Membership is paused. Please unpause the membership to book a PT session',
    })
    expect(membershipRestrictions({ status: 'PURCHASED' })).toEqual({ checkInDisabled: false, ptBookingDisabled: false })
  })
})

describe('membership tier', () => {
  it('maps 1 black, 2 gold, 3 play, 5 bootcamp, 6 lux, 7 onepass, otherwise none', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(membershipTier)).toEqual(['BLACK', 'GOLD', 'PLAY', undefined, 'BOOTCAMP', 'LUX', 'ONEPASS', undefined])
  })
})
