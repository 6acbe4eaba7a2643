import { describe, expect, it } from 'vitest'
import { canEditPtMembership, isPtMembershipCurrent } from '../../../../core/pt/pt-membership.rule'
import { epochMs } from '../../../../core/shared/brands'

const DAY = 86_400_000
const m = { start: epochMs(10 * DAY), end: epochMs(40 * DAY) }

describe('PT membership', () => {
  it('is current when now lies between start and end', () => {
    expect(isPtMembershipCurrent(m, epochMs(10 * DAY))).toBe(true)
    expect(isPtMembershipCurrent(m, epochMs(40 * DAY))).toBe(true)
    expect(isPtMembershipCurrent(m, epochMs(40 * DAY + 1))).toBe(false)
  })
  it('shows update actions only if the end date is no more than 180 days in the past', () => {
    expect(canEditPtMembership(m, epochMs(220 * DAY))).toBe(true)
    expect(canEditPtMembership(m, epochMs(220 * DAY + 1))).toBe(false)
    expect(canEditPtMembership(m, epochMs(0))).toBe(true)
  })
})
