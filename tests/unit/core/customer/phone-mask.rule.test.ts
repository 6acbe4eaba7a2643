import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { maskPhone, ownPhoneForCall } from '../../../../core/customer/phone-mask.rule'

describe('phone masking', () => {
  it('shows the last 4 digits after nine X characters', () => {
    expect(maskPhone('9876543210')).toBe('XXXXXXXXX3210')
  })
  it("cuts the staff member's own phone longer than 10 digits to its last 10", () => {
    expect(ownPhoneForCall('919876543210')).toEqual(E.right('9876543210'))
    expect(ownPhoneForCall('+91 98765 43210')).toEqual(E.right('9876543210'))
    expect(ownPhoneForCall('9876543210')).toEqual(E.right('9876543210'))
  })
  it('refuses a missing own phone with the catalogue message', () => {
    expect(ownPhoneForCall(undefined)).toEqual(E.left('Your Phone number does not exist. Please contact internal support'))
  })
})
