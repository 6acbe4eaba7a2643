import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { maskPhone, ownPhoneForCall } from '../../core/customer/phone-mask.rule'
import { canVerifyOtp, sanitiseOtp } from '../../core/customer/otp-entry.rule'
import { classifySearch, requirePhone, sanitiseSearchInput } from '../../core/customer/search-input.rule'

const digitsArb = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max })
const typedArb = fc.string({ unit: fc.constantFrom(...'0123456789ab -+'), maxLength: 20 })

describe('phone masking laws', () => {
  it('keeps exactly the last 4 digits after nine X characters, length 13', () => {
    fc.assert(
      fc.property(digitsArb(4, 15), (phone) => {
        const masked = maskPhone(phone)
        expect(masked).toHaveLength(13)
        expect(masked.slice(0, 9)).toBe('XXXXXXXXX')
        expect(masked.slice(9)).toBe(phone.slice(-4))
      }),
    )
  })
  it('cuts the own phone to at most 10 digits, keeping its tail', () => {
    fc.assert(
      fc.property(digitsArb(1, 15), (phone) => {
        const own = ownPhoneForCall(phone)
        expect(E.isRight(own)).toBe(true)
        if (E.isRight(own)) {
          expect(own.right.length).toBe(Math.min(10, phone.length))
          expect(phone.endsWith(own.right)).toBe(true)
        }
      }),
    )
  })
})

describe('search input laws', () => {
  it('sanitising leaves at most 10 digits and is idempotent', () => {
    fc.assert(
      fc.property(typedArb, (typed) => {
        const s = sanitiseSearchInput(typed)
        expect(s).toMatch(/^\d{0,10}$/)
        expect(sanitiseSearchInput(s)).toBe(s)
      }),
    )
  })
  it('partitions digit queries: a phone search when the digits are 10 (or 10 behind a 0 or 91), else a user-id search', () => {
    fc.assert(
      fc.property(digitsArb(0, 12), (q) => {
        const c = classifySearch(q)
        const isPhone = q.length === 10 || (q.length === 11 && q.startsWith('0')) || (q.length === 12 && q.startsWith('91'))
        expect(c.kind).toBe(isPhone ? 'phone' : 'userId')
        expect(E.isRight(requirePhone(q))).toBe(isPhone)
      }),
    )
  })
})

describe('OTP entry laws', () => {
  it('sanitising is idempotent and the second pass reports nothing', () => {
    fc.assert(
      fc.property(typedArb, fc.integer({ min: 1, max: 8 }), (typed, len) => {
        const once = sanitiseOtp(typed, len)
        const twice = sanitiseOtp(once.value, len)
        expect(twice.value).toBe(once.value)
        expect(twice.error).toBeUndefined()
      }),
    )
  })
  it('keeps only digits, never more than the length, and Verify is enabled exactly at full length', () => {
    fc.assert(
      fc.property(typedArb, fc.integer({ min: 1, max: 8 }), (typed, len) => {
        const { value } = sanitiseOtp(typed, len)
        expect(value).toMatch(/^\d*$/)
        expect(value.length).toBeLessThanOrEqual(len)
        expect(canVerifyOtp(value, len)).toBe(value.length === len)
      }),
    )
  })
})
