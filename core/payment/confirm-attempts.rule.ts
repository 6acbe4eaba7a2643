import { CONFIRM_MAX_FAILURES, CONFIRM_REFETCH_MS, CONFIRM_TRIALS } from '../shared/constants'
import {
  EDC_MACHINE_BUSY_CODE,
  FULFILMENT_FAILURE_REFUND_CODE,
  FULFILMENT_WINDOW_PASSED_CODE,
  PAYMENT_VALIDATION_FAILED_CODE,
  type PaymentCode,
  RETRY_CODE,
  normalisePaymentCode,
  stopsPolling,
} from './payment-codes.rule'

/** One answer of "check payment success": paid, or not (yet), with the server's code if any. */
export type PaymentCheck = { readonly success: boolean; readonly code?: string }

/** After one check-payment-success trial (numbered from 1). */
export type CheckStep =
  | { readonly next: 'succeeded' }
  /** Ask again after `delayMs`, as trial `trial`. */
  | { readonly next: 'again'; readonly trial: number; readonly delayMs: number }
  /** Polling is over without success; `code` is the code reported for the attempt. */
  | { readonly next: 'unsuccessful'; readonly code: PaymentCode }

/**
 * Check payment success: up to 20 trials, 1500 ms apart. A fulfilment-failure code stops the
 * polling with that failure; after the last trial the code reported is 'retry'. A trial whose
 * request failed (network) counts as a trial without success.
 */
export const afterPaymentCheck = (trial: number, check: PaymentCheck | 'networkFailure'): CheckStep => {
  if (check !== 'networkFailure' && check.success) return { next: 'succeeded' }
  const code = check === 'networkFailure' ? 'unknown' : normalisePaymentCode(check.code)
  if (stopsPolling(code)) return { next: 'unsuccessful', code }
  if (trial >= CONFIRM_TRIALS) return { next: 'unsuccessful', code: RETRY_CODE }
  return { next: 'again', trial: trial + 1, delayMs: CONFIRM_REFETCH_MS }
}

/** The modal an unsuccessful confirm attempt leads to (older confirm path, part 2 §4 and §8). */
export type AttemptOutcome = 'couldNotConfirm' | 'couldNotCollect' | 'refund' | 'machineBusy'

/**
 * An unsuccessful confirm attempt. `failuresBefore` counts the unsuccessful attempts of the same
 * order before this one. A payment-validation failure, or the third failure, is 'Payment could not
 * be collected'; the refund codes are the refund case; EDC busy is the busy machine; 'retry' (and
 * any other code, or no answer at all) is 'Payment could not be confirmed' with Try Again.
 */
export const afterUnsuccessfulAttempt = (code: PaymentCode, failuresBefore: number): AttemptOutcome => {
  switch (code) {
    case FULFILMENT_FAILURE_REFUND_CODE:
    case FULFILMENT_WINDOW_PASSED_CODE:
      return 'refund'
    case PAYMENT_VALIDATION_FAILED_CODE:
      return 'couldNotCollect'
    case EDC_MACHINE_BUSY_CODE:
      return 'machineBusy'
    case RETRY_CODE:
    case 'unknown':
      return failuresBefore + 1 >= CONFIRM_MAX_FAILURES ? 'couldNotCollect' : 'couldNotConfirm'
  }
}
