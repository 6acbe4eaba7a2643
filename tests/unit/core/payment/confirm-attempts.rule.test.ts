import { describe, expect, it } from 'vitest'
import { afterPaymentCheck, afterUnsuccessfulAttempt } from '../../../../core/payment/confirm-attempts.rule'
import { FULFILMENT_FAILURE_REFUND_CODE } from '../../../../core/payment/payment-codes.rule'

describe('older confirm-payment path (part 2 §4)', () => {
  it("an unsuccessful attempt whose code is retry shows 'Payment could not be confirmed' with Try Again", () => {
    expect(afterUnsuccessfulAttempt('retry', 0)).toBe('couldNotConfirm')
    expect(afterUnsuccessfulAttempt('retry', 1)).toBe('couldNotConfirm')
  })
  it("the third failure shows 'Payment could not be collected'", () => {
    expect(afterUnsuccessfulAttempt('retry', 2)).toBe('couldNotCollect')
  })
  it("a payment-validation failure shows 'Payment could not be collected' at once", () => {
    expect(afterUnsuccessfulAttempt('ERR_ALFRED_PAYMENT_VALIDATION_FAILED', 0)).toBe('couldNotCollect')
  })
  it('the refund codes lead to the refund case whatever the count', () => {
    expect(afterUnsuccessfulAttempt(FULFILMENT_FAILURE_REFUND_CODE, 0)).toBe('refund')
    expect(afterUnsuccessfulAttempt('ERR_ALFRED_PAYMENT_VALIDATION_FULFILMENT_WINDOW_PASSED', 2)).toBe('refund')
  })
})

describe('check payment success (part 2 §4, §7)', () => {
  it('succeeds as soon as a trial says the payment succeeded', () => {
    expect(afterPaymentCheck(7, { success: true })).toEqual({ next: 'succeeded' })
  })
  it('refetches every 1500 ms while trials remain', () => {
    expect(afterPaymentCheck(1, { success: false })).toEqual({ next: 'again', trial: 2, delayMs: 1500 })
    expect(afterPaymentCheck(19, 'networkFailure')).toEqual({ next: 'again', trial: 20, delayMs: 1500 })
  })
  it("after the last of 20 trials the code reported is 'retry'", () => {
    expect(afterPaymentCheck(20, { success: false, code: 'PENDING' })).toEqual({ next: 'unsuccessful', code: 'retry' })
  })
  it('stops with failure on the fulfilment-failure codes', () => {
    expect(afterPaymentCheck(3, { success: false, code: 'ERR_ALFRED_FULFILMENT_FULFILMENT_FAILURE_FOR_ORDER_INITIATING_REFUND' })).toEqual({
      next: 'unsuccessful',
      code: FULFILMENT_FAILURE_REFUND_CODE,
    })
    expect(afterPaymentCheck(1, { success: false, code: 'ERR_ALFRED_PAYMENT_VALIDATION_FAILED' })).toMatchObject({ next: 'unsuccessful' })
  })
})
