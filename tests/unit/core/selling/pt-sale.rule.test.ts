import { describe, expect, it } from 'vitest'
import { epochMs } from '../../../../core/shared/brands'
import { ptOtpBypassed, ptSaleNextStep, whitelistCacheValid } from '../../../../core/selling/pt-sale.rule'

const situation = { hasActiveMembership: true, continuedWithoutMembership: false, priceDropped: false, otpBypassed: false }

describe('PT sale rules', () => {
  it("requires an active membership: 'No Active Memberships found' with Sell cultpass / Continue Anyway", () => {
    const step = ptSaleNextStep({ ...situation, hasActiveMembership: false })
    expect(step).toMatchObject({ _tag: 'NeedsActiveMembership', message: 'No Active Memberships found', choices: ['Sell cultpass', 'Continue Anyway'] })
  })
  it('goes to the sell modal after Continue Anyway', () => {
    expect(ptSaleNextStep({ ...situation, hasActiveMembership: false, continuedWithoutMembership: true, priceDropped: true })).toEqual({ _tag: 'SellModal' })
  })
  it('asks for an OTP and then the sell modal when the price dropped and the membership is active', () => {
    expect(ptSaleNextStep({ ...situation, priceDropped: true })).toEqual({ _tag: 'Otp' })
  })
  it('opens the sell modal directly when the price did not drop', () => {
    expect(ptSaleNextStep(situation)).toEqual({ _tag: 'SellModal' })
  })
  it('skips the OTP when it is bypassed', () => {
    expect(ptSaleNextStep({ ...situation, priceDropped: true, otpBypassed: true })).toEqual({ _tag: 'SellModal' })
  })
  it('bypasses the PT OTP by the flag or by the staff whitelist', () => {
    expect(ptOtpBypassed(true, undefined, [])).toBe(true)
    expect(ptOtpBypassed(false, 'Manager@Centre.example ', ['manager@centre.example'])).toBe(true)
    expect(ptOtpBypassed(false, 'other@centre.example', ['manager@centre.example'])).toBe(false)
    expect(ptOtpBypassed(false, '', [''])).toBe(false)
  })
  it('keeps the whitelist cached for 5 minutes', () => {
    const cache = { emails: [], fetchedAt: epochMs(1_000_000) }
    expect(whitelistCacheValid(cache, epochMs(1_000_000 + 299_999))).toBe(true)
    expect(whitelistCacheValid(cache, epochMs(1_000_000 + 300_000))).toBe(false)
    expect(whitelistCacheValid(undefined, epochMs(1_000_000))).toBe(false)
  })
})
