import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type PaymentCheck, afterPaymentCheck, afterUnsuccessfulAttempt } from '../../core/payment/confirm-attempts.rule'
import { afterConfirmation, afterFulfilmentStatus, countdownSeconds, fulfilmentPollTimes, waitDeadline } from '../../core/payment/confirmation-outcome.rule'
import { normalisePaymentCode, stopsPolling } from '../../core/payment/payment-codes.rule'
import { CONFIRMATION_RESULTS } from '../../core/payment/purchase'
import { CONFIRM_MAX_FAILURES, CONFIRM_REFETCH_MS, CONFIRM_TRIALS, PAYMENT_POLL_LIMIT_MS } from '../../core/shared/constants'
import { epochMs } from '../../core/shared/brands'
import { nowArb } from '../support/payment'

const codeArb = fc.constantFrom(
  undefined,
  'retry',
  'PENDING',
  'ERR_PAYTM_EDC_MACHINE_BUSY',
  'ERR_ALFRED_PAYMENT_VALIDATION_FAILED',
  'ERR_ALFRED_FULFILMENT_FAILURE_FOR_ORDER_INITIATING_REFUND',
  'ERR_ALFRED_FULFILMENT_FULFILMENT_FAILURE_FOR_ORDER_INITIATING_REFUND',
  'ERR_ALFRED_PAYMENT_VALIDATION_FULFILMENT_WINDOW_PASSED',
)
const checkArb: fc.Arbitrary<PaymentCheck | 'networkFailure'> = fc.oneof(
  { arbitrary: fc.constant('networkFailure' as const), weight: 1 },
  { arbitrary: fc.record({ success: fc.boolean(), code: codeArb }, { requiredKeys: ['success'] }), weight: 1 },
  { arbitrary: fc.record({ success: fc.constant(false) }), weight: 6 },
)
const stageArb = fc.constantFrom(undefined, 'PAYMENT_VERIFICATION', 'MEMBERSHIP_CREATION', 'payment_verification')

describe('check payment success laws', () => {
  it('ends within 20 trials, 1500 ms apart, and succeeds only on a success answer', () => {
    fc.assert(
      fc.property(fc.array(checkArb, { minLength: CONFIRM_TRIALS, maxLength: CONFIRM_TRIALS + 5 }), (answers) => {
        let trial = 1
        for (const answer of answers) {
          const next = afterPaymentCheck(trial, answer)
          if (next.next === 'again') {
            expect(next.delayMs).toBe(CONFIRM_REFETCH_MS)
            expect(next.trial).toBe(trial + 1)
            trial = next.trial
            continue
          }
          expect(trial).toBeLessThanOrEqual(CONFIRM_TRIALS)
          if (next.next === 'succeeded') expect(answer !== 'networkFailure' && answer.success).toBe(true)
          return
        }
        expect.unreachable('polling did not end within 20 trials')
      }),
    )
  })

  it("after the last trial without success or a stop code, the code reported is 'retry'", () => {
    fc.assert(
      fc.property(checkArb, (answer) => {
        const next = afterPaymentCheck(CONFIRM_TRIALS, answer)
        expect(next.next).not.toBe('again')
        const succeeded = answer !== 'networkFailure' && answer.success
        const stopped = answer !== 'networkFailure' && stopsPolling(normalisePaymentCode(answer.code))
        if (!succeeded && !stopped) expect(next).toEqual({ next: 'unsuccessful', code: 'retry' })
      }),
    )
  })
})

describe('unsuccessful attempts', () => {
  it("repeated 'retry' failures show Try Again exactly until the third, then 'Payment could not be collected'", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), (failuresBefore) => {
        const outcome = afterUnsuccessfulAttempt('retry', failuresBefore)
        expect(outcome).toBe(failuresBefore + 1 < CONFIRM_MAX_FAILURES ? 'couldNotConfirm' : 'couldNotCollect')
      }),
    )
  })

  it('once could-not-collect, more failures never bring Try Again back', () => {
    fc.assert(
      fc.property(codeArb, fc.integer({ min: 0, max: 10 }), (raw, n) => {
        const code = normalisePaymentCode(raw)
        if (afterUnsuccessfulAttempt(code, n) === 'couldNotCollect') expect(afterUnsuccessfulAttempt(code, n + 1)).toBe('couldNotCollect')
      }),
    )
  })
})

describe('confirmation and fulfilment status laws', () => {
  it('each result has exactly one next step, and only success succeeds', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CONFIRMATION_RESULTS), stageArb, (result, stage) => {
        expect(afterConfirmation(result).next === 'succeeded').toBe(result === 'success')
        expect(afterFulfilmentStatus(result, stage).next === 'succeeded').toBe(result === 'success')
      }),
    )
  })

  it('Membership Creation Pending comes exactly from pending or under_review at PAYMENT_VERIFICATION', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CONFIRMATION_RESULTS), stageArb, (result, stage) => {
        const pending = result === 'pending' || result === 'under_review'
        expect(afterFulfilmentStatus(result, stage).next === 'creationPending').toBe(pending && stage === 'PAYMENT_VERIFICATION')
        expect(afterFulfilmentStatus(result, stage).next === 'keepWaiting').toBe(pending && stage !== 'PAYMENT_VERIFICATION')
      }),
    )
  })

  it('polls fall strictly inside the 30-second wait, 5 s apart; the countdown never rises and ends at 0', () => {
    fc.assert(
      fc.property(nowArb, fc.integer({ min: 0, max: 40_000 }), fc.integer({ min: 0, max: 40_000 }), (since, a, b) => {
        const deadline = waitDeadline(since)
        expect(deadline - since).toBe(PAYMENT_POLL_LIMIT_MS)
        for (const t of fulfilmentPollTimes(since)) {
          expect(t).toBeGreaterThan(since)
          expect(t).toBeLessThan(deadline)
        }
        const [early, late] = a <= b ? [a, b] : [b, a]
        expect(countdownSeconds(deadline, epochMs(since + early))).toBeGreaterThanOrEqual(countdownSeconds(deadline, epochMs(since + late)))
        expect(countdownSeconds(deadline, deadline)).toBe(0)
      }),
    )
  })
})
