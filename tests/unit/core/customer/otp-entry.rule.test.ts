import { describe, expect, it } from 'vitest'
import { canVerifyOtp, sanitiseOtp } from '../../../../core/customer/otp-entry.rule'

describe('OTP entry', () => {
  it('accepts digits only', () => {
    expect(sanitiseOtp('12a4')).toEqual({ value: '124', error: 'OTP should contain only numbers' })
    expect(sanitiseOtp('1234')).toEqual({ value: '1234' })
  })
  it('has a default length of 6 and reports overflow', () => {
    expect(sanitiseOtp('1234567')).toEqual({ value: '123456', error: 'Number of digits exceeded max limit' })
    expect(sanitiseOtp('12345', 4)).toEqual({ value: '1234', error: 'Number of digits exceeded max limit' })
  })
  it('enables Verify only when the OTP is valid', () => {
    expect(canVerifyOtp('123456')).toBe(true)
    expect(canVerifyOtp('12345')).toBe(false)
    expect(canVerifyOtp('12345a')).toBe(false)
    expect(canVerifyOtp('1234', 4)).toBe(true)
  })
})
