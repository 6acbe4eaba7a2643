import type { EpochMs } from '../shared/brands'
import { SALE_KEY_TTL_MS } from '../shared/constants'
import type { GatewayError } from '../shared/errors'
import { type PurchaseEvent, type PurchaseState, isTerminal } from '../payment/purchase-flow.machine'
import { PAYMENT_VALIDATION_FAILED_CODE, normalisePaymentCode } from '../payment/payment-codes.rule'

/**
 * One idempotency key stands for one *attempt* to sell, not for the sale. An attempt that ended
 * for certain without a sale (declined, failed, refused, cancelled before any order was asked for)
 * frees the sale for a new attempt with a new key; an attempt whose outcome is not known (no
 * answer, pending, under review, closed while the card machine may still take the card, the page
 * reloaded) keeps its key, so the next attempt is the same request again: the server answers it
 * with the order it already has and never creates a second one. A successful attempt keeps its
 * key too: a repeat within the key's life answers the first order (a double submit sells once).
 */

/** How an attempt ended, as far as the desk can know. */
export type AttemptEnd = 'succeeded' | 'failedForCertain' | 'unknown'

/** The key kept for a sale: drawn at `at`; `failed` once its attempt ended in a certain failure. */
export type KeptAttempt = { readonly key: string; readonly at: number; readonly failed?: true }

/** The kept key still stands for the sale: fresh (under 10 minutes, not in the future) and not failed. */
const stillOpen = (kept: KeptAttempt, now: EpochMs): boolean =>
  kept.failed !== true && now - kept.at >= 0 && now - kept.at < SALE_KEY_TTL_MS

/** The attempt to make now: the kept one while it stands, else a new key from `fresh`. */
export const nextAttempt = (kept: KeptAttempt | undefined, now: EpochMs, fresh: () => string): KeptAttempt =>
  kept !== undefined && stillOpen(kept, now) ? kept : { key: fresh(), at: now }

/**
 * What is kept after the attempt with `key` ended so: a certain failure marks it failed (the next
 * attempt draws a new key); any other end keeps it as it is. An end reported for another key (an
 * older attempt) changes nothing.
 */
export const afterAttempt = (kept: KeptAttempt | undefined, key: string, end: AttemptEnd): KeptAttempt | undefined =>
  kept === undefined || kept.key !== key || end !== 'failedForCertain' ? kept : { ...kept, failed: true }

/**
 * A write that came back as an error: the server refused it (a 4xx: nothing was created with that
 * key, and a repeat gets the same refusal), or there was no usable answer (no connection, timeout,
 * a 5xx, an answer not understood), when the order may exist.
 */
export const endOfFailedWrite = (e: GatewayError): AttemptEnd => {
  switch (e._tag) {
    case 'Rejected':
    case 'Forbidden':
    case 'NotFound':
    case 'Unauthorised':
      return 'failedForCertain'
    case 'Unavailable':
    case 'MalformedResponse':
      return 'unknown'
  }
}

/** The server answered the failed request (its code, or a refusal without one); else there was no answer. */
const answered = (e: PurchaseEvent): boolean => e.type === 'requestFailed' && (e.code !== undefined || e.refused === true)

const codeOf = (e: PurchaseEvent): string | undefined =>
  e.type === 'requestFailed' || e.type === 'paymentChecked' ? e.code : undefined

/**
 * How a card-machine or cash purchase attempt ended, from the step that ended it (the state before,
 * the event, the state after); undefined while the attempt goes on.
 */
export const endOfPurchase = (before: PurchaseState, event: PurchaseEvent, after: PurchaseState): AttemptEnd | undefined => {
  if (!isTerminal(after) || isTerminal(before)) return undefined
  switch (after.step) {
    case 'succeeded':
      return 'succeeded'
    // The server said the payment failed, or that the order is being refunded.
    case 'failed':
    case 'refund':
      return 'failedForCertain'
    // The card machine was busy: no payment was taken on it.
    case 'machineBusy':
      return 'failedForCertain'
    // The server answered without an order.
    case 'orderNotCreated':
      return 'failedForCertain'
    // Only the payment-validation failure is a certain one; after three unconfirmed attempts the card may still be taken.
    case 'couldNotCollect':
      return normalisePaymentCode(codeOf(event)) === PAYMENT_VALIDATION_FAILED_CODE ? 'failedForCertain' : 'unknown'
    // The order request failed: refused by the server, or no answer (the order may exist).
    case 'somethingWentWrong':
      return answered(event) ? 'failedForCertain' : 'unknown'
    // Closed with an order: it may still be paid. Closed before asking: this attempt learnt nothing, and its
    // key may be an earlier attempt's whose outcome is unknown, so it is kept.
    case 'closed':
    case 'paymentPending':
    case 'creationPending':
      return 'unknown'
    default:
      return undefined
  }
}
