import type { EpochMs } from '../shared/brands'
import { PAYMENT_POLL_INTERVAL_MS, PAYMENT_POLL_LIMIT_MS, WAIT_COUNTDOWN_S } from '../shared/constants'
import { SOMETHING_WENT_WRONG_ADVICE, SOMETHING_WENT_WRONG_TITLE } from '../shared/messages'
import { type ConfirmationResult, PAYMENT_VERIFICATION_STAGE, type ServerFailure } from './purchase'

/** The error modal of a failed payment: the server's title and subtitle. */
export type FailedModal = { readonly title: string; readonly subtitle: string }

/** The server's title and subtitle, with the generic failure's texts where the server sent none. */
export const failedModal = (failure: ServerFailure | undefined): FailedModal => ({
  title: nonBlank(failure?.title) ?? SOMETHING_WENT_WRONG_TITLE,
  subtitle: nonBlank(failure?.subtitle) ?? SOMETHING_WENT_WRONG_ADVICE,
})

const nonBlank = (s: string | undefined): string | undefined => (s === undefined || s.trim() === '' ? undefined : s)

/** Next step after the payment-confirmation answer (part 2 §4, digital purchase flow). */
export type AfterConfirmation =
  | { readonly next: 'succeeded' }
  | { readonly next: 'wait' }
  | ({ readonly next: 'failed' } & FailedModal)

/** success: Purchase successful; pending or under_review: the wait modal; failed: the server's error modal. */
export const afterConfirmation = (result: ConfirmationResult, failure?: ServerFailure): AfterConfirmation => {
  switch (result) {
    case 'success':
      return { next: 'succeeded' }
    case 'pending':
    case 'under_review':
      return { next: 'wait' }
    case 'failed':
      return { next: 'failed', ...failedModal(failure) }
  }
}

/** Next step after a fulfilment-status answer received while the wait modal shows. */
export type AfterFulfilmentStatus =
  | { readonly next: 'succeeded' }
  | { readonly next: 'keepWaiting' }
  | { readonly next: 'creationPending' }
  | ({ readonly next: 'failed' } & FailedModal)

/**
 * Pending or under_review at a stage other than PAYMENT_VERIFICATION keeps waiting; at
 * PAYMENT_VERIFICATION it shows Membership Creation Pending. success and failed end as for the
 * confirmation answer.
 */
export const afterFulfilmentStatus = (
  result: ConfirmationResult,
  currentStage: string | undefined,
  failure?: ServerFailure,
): AfterFulfilmentStatus => {
  switch (result) {
    case 'success':
      return { next: 'succeeded' }
    case 'pending':
    case 'under_review':
      return currentStage === PAYMENT_VERIFICATION_STAGE ? { next: 'creationPending' } : { next: 'keepWaiting' }
    case 'failed':
      return { next: 'failed', ...failedModal(failure) }
  }
}

/** When the wait modal started at `since` must give way to the pending modal. */
export const waitDeadline = (since: EpochMs): EpochMs => (since + PAYMENT_POLL_LIMIT_MS) as EpochMs

/**
 * The moments the fulfilment status is polled while waiting: every 5 s, strictly before the
 * 30-second deadline (at the deadline itself the pending modal shows).
 */
export const fulfilmentPollTimes = (since: EpochMs): readonly EpochMs[] => {
  const times: EpochMs[] = []
  for (let t = since + PAYMENT_POLL_INTERVAL_MS; t < waitDeadline(since); t += PAYMENT_POLL_INTERVAL_MS) times.push(t as EpochMs)
  return times
}

/** Whole seconds the wait modal's countdown shows at `now` (30 down to 0). */
export const countdownSeconds = (deadline: EpochMs, now: EpochMs): number =>
  Math.min(WAIT_COUNTDOWN_S, Math.max(0, Math.ceil((deadline - now) / 1000)))
