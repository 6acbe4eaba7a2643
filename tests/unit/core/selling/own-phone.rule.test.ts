import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { ownPhoneForOtp } from '../../../../core/selling/own-phone.rule'

describe('own phone for OTP', () => {
  it("says 'Your Phone number does not exist. Please contact internal support' when absent", () => {
    expect(ownPhoneForOtp(undefined)).toEqual(E.left('Your Phone number does not exist. Please contact internal support'))
    expect(ownPhoneForOtp('')).toEqual(E.left('Your Phone number does not exist. Please contact internal support'))
  })
  it('cuts a phone longer than 10 digits to its last 10', () => {
    expect(ownPhoneForOtp('919876543210')).toEqual(E.right('9876543210'))
    expect(ownPhoneForOtp('+91-9876543210')).toEqual(E.right('9876543210'))
  })
  it('keeps a 10-digit phone as it is', () => {
    expect(ownPhoneForOtp('9876543210')).toEqual(E.right('9876543210'))
  })
})
