import { describe, expect, it } from 'vitest'
import { otpComplete, sanitiseOtp } from '../../../../core/shared/otp-entry.rule'
import { analyticsEnabledForHost } from '../../../../core/shared/analytics-host.rule'

describe('OTP digit entry', () => {
  it("says 'OTP should contain only numbers' and keeps the digits when anything else is typed", () => {
    expect(sanitiseOtp('12a4')).toEqual({ value: '124', error: 'OTP should contain only numbers' })
  })
  it("says 'Number of digits exceeded max limit' past 6 digits and keeps the first 6", () => {
    expect(sanitiseOtp('1234567')).toEqual({ value: '123456', error: 'Number of digits exceeded max limit' })
  })
  it('accepts up to 6 digits quietly', () => {
    expect(sanitiseOtp('1234')).toEqual({ value: '1234' })
  })
  it('is complete at exactly 6 digits', () => {
    expect(otpComplete('123456')).toBe(true)
    expect(otpComplete('12345')).toBe(false)
  })
})

describe('analytics by host', () => {
  it('is off on hosts containing stage or alpha', () => {
    expect(analyticsEnabledForHost('partner-stage.centres.example')).toBe(false)
    expect(analyticsEnabledForHost('ALPHA.centres.example')).toBe(false)
  })
  it('is on elsewhere', () => {
    expect(analyticsEnabledForHost('partner.centres.example')).toBe(true)
  })
})
