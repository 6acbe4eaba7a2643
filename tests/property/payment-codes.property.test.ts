import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  FULFILMENT_FAILURE_REFUND_CODE,
  FULFILMENT_FAILURE_REFUND_CODE_VARIANT,
  failureKindOfCode,
  normalisePaymentCode,
  paymentNotice,
  stopsPolling,
} from '../../core/payment/payment-codes.rule'
import * as messages from '../../core/shared/messages'

const CATALOGUE_CODES = [
  'ERR_PAYTM_EDC_MACHINE_BUSY',
  'ERR_ALFRED_PAYMENT_VALIDATION_FAILED',
  FULFILMENT_FAILURE_REFUND_CODE,
  FULFILMENT_FAILURE_REFUND_CODE_VARIANT,
  'ERR_ALFRED_PAYMENT_VALIDATION_FULFILMENT_WINDOW_PASSED',
  'retry',
]
const codeArb = fc.oneof(fc.constantFrom(...CATALOGUE_CODES), fc.string({ maxLength: 12 }))
const spacesArb = fc.constantFrom('', ' ', '  ', '\t')
const catalogueTexts = new Set<unknown>(Object.values(messages).filter((v) => typeof v === 'string'))

describe('payment code laws', () => {
  it('normalising is idempotent', () => {
    fc.assert(
      fc.property(codeArb, (raw) => {
        const once = normalisePaymentCode(raw)
        if (once !== 'unknown') expect(normalisePaymentCode(once)).toBe(once)
      }),
    )
  })

  it('surrounding spaces and letter case never change the case a code is', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CATALOGUE_CODES), spacesArb, spacesArb, fc.boolean(), (code, before, after, lower) => {
        const written = `${before}${lower ? code.toLowerCase() : code.toUpperCase()}${after}`
        expect(normalisePaymentCode(written)).toBe(normalisePaymentCode(code))
      }),
    )
  })

  it('the codes that stop polling are exactly the refund and could-not-collect cases', () => {
    fc.assert(
      fc.property(codeArb, (raw) => {
        const code = normalisePaymentCode(raw)
        const kind = failureKindOfCode(code)
        expect(stopsPolling(code)).toBe(kind === 'refund' || kind === 'couldNotCollect')
      }),
    )
  })

  it('every failure modal takes its texts from the message catalogue', () => {
    fc.assert(
      fc.property(codeArb, (raw) => {
        const n = paymentNotice(failureKindOfCode(normalisePaymentCode(raw)))
        for (const text of [n.title, n.advice, n.action]) if (text !== undefined) expect(catalogueTexts).toContain(text)
      }),
    )
  })
})
