import { describe, expect, it } from 'vitest'
import { cashFulfilmentAmount, cashNeedsOtp, cashPayment } from '../../../../core/payment/cash-flow.rule'
import { paise } from '../../../../core/shared/brands'

describe('cash flow (part 2 §4)', () => {
  it('asks for OTP verification first when the centre is company-owned or marketplace', () => {
    expect(cashNeedsOtp('COCO')).toBe(true)
    expect(cashNeedsOtp('MARKETPLACE')).toBe(true)
    expect(cashNeedsOtp('FOFO')).toBe(false)
  })
  it('for gym, the fulfilment amount is total payable times 100', () => {
    // Rs 2,499.50 payable is 249,950 minor units
    expect(cashFulfilmentAmount('GYMFIT', paise(249_950))).toBe(249_950)
    expect(cashPayment({ centerModel: 'FOFO', type: 'GYMFIT' }, paise(100))).toEqual({ method: 'cash', otpRequired: false, fulfilmentAmount: 100 })
  })
  it('sends no fulfilment amount for other centre types', () => {
    expect(cashFulfilmentAmount('PLAY', paise(249_950))).toBeUndefined()
    expect(cashPayment({ centerModel: 'COCO', type: 'CULT' }, paise(100))).toEqual({ method: 'cash', otpRequired: true })
  })
})
