import { describe, expect, it } from 'vitest'
import {
  EDC_MACHINE_BUSY_CODE,
  FULFILMENT_FAILURE_REFUND_CODE,
  FULFILMENT_FAILURE_REFUND_CODE_VARIANT,
  FULFILMENT_WINDOW_PASSED_CODE,
  PAYMENT_VALIDATION_FAILED_CODE,
  failureKindOfCode,
  normalisePaymentCode,
  paymentNotice,
  stopsPolling,
} from '../../../../core/payment/payment-codes.rule'

const noticeOf = (raw: string | undefined) => paymentNotice(failureKindOfCode(normalisePaymentCode(raw)))

describe('payment error catalogue (part 2 §8)', () => {
  it("ERR_PAYTM_EDC_MACHINE_BUSY shows 'Order could not be placed as EDC machine is busy'", () => {
    expect(noticeOf('ERR_PAYTM_EDC_MACHINE_BUSY')).toEqual({ title: 'Order could not be placed as EDC machine is busy' })
  })

  it("ERR_ALFRED_PAYMENT_VALIDATION_FAILED shows 'Payment could not be collected' with advice to check the EDC machine and a refund if debited", () => {
    const n = noticeOf('ERR_ALFRED_PAYMENT_VALIDATION_FAILED')
    expect(n.title).toBe('Payment could not be collected')
    expect(n.advice).toMatch(/EDC machine is switched on and online/)
    expect(n.advice).toMatch(/refunded/)
  })

  it("the refund codes (both spellings) and the fulfilment window passed show 'An error occurred at our end' with a refund within 24 hours", () => {
    for (const code of [
      'ERR_ALFRED_FULFILMENT_FAILURE_FOR_ORDER_INITIATING_REFUND',
      'ERR_ALFRED_FULFILMENT_FULFILMENT_FAILURE_FOR_ORDER_INITIATING_REFUND',
      'ERR_ALFRED_PAYMENT_VALIDATION_FULFILMENT_WINDOW_PASSED',
    ]) {
      const n = noticeOf(code)
      expect(n.title).toBe('An error occurred at our end')
      expect(n.advice).toMatch(/within 24 hours/)
    }
  })

  it('treats both readings of the refund code as the same refund case', () => {
    expect(normalisePaymentCode(FULFILMENT_FAILURE_REFUND_CODE_VARIANT)).toBe(FULFILMENT_FAILURE_REFUND_CODE)
    expect(normalisePaymentCode(FULFILMENT_FAILURE_REFUND_CODE)).toBe(FULFILMENT_FAILURE_REFUND_CODE)
  })

  it("code retry shows 'Payment could not be confirmed' with Try Again", () => {
    expect(noticeOf('retry')).toEqual({ title: 'Payment could not be confirmed', action: 'Try Again' })
  })

  it("a generic failure shows the 'Something went wrong' modal: order not placed, refund in 3-4 days if debited", () => {
    const n = noticeOf('SOMETHING_UNEXPECTED')
    expect(n.title).toBe('Something went wrong')
    expect(n.advice).toMatch(/not placed/)
    expect(n.advice).toMatch(/3-4 days/)
    expect(noticeOf(undefined).title).toBe('Something went wrong')
  })

  it("no order id shows 'Order not created'", () => {
    expect(paymentNotice('orderNotCreated')).toEqual({ title: 'Order not created' })
  })

  it('polling stops on the fulfilment-failure codes and on nothing else', () => {
    expect(stopsPolling(normalisePaymentCode('ERR_ALFRED_FULFILMENT_FAILURE_FOR_ORDER_INITIATING_REFUND'))).toBe(true)
    expect(stopsPolling(normalisePaymentCode('ERR_ALFRED_FULFILMENT_FULFILMENT_FAILURE_FOR_ORDER_INITIATING_REFUND'))).toBe(true)
    expect(stopsPolling(FULFILMENT_WINDOW_PASSED_CODE)).toBe(true)
    expect(stopsPolling(PAYMENT_VALIDATION_FAILED_CODE)).toBe(true)
    expect(stopsPolling(EDC_MACHINE_BUSY_CODE)).toBe(false)
    expect(stopsPolling('retry')).toBe(false)
    expect(stopsPolling('unknown')).toBe(false)
  })

  it('ignores surrounding spaces and letter case in codes', () => {
    expect(normalisePaymentCode(' err_paytm_edc_machine_busy ')).toBe(EDC_MACHINE_BUSY_CODE)
    expect(normalisePaymentCode('RETRY')).toBe('retry')
  })
})
