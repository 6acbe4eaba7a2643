import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import type { Paise } from '../shared/brands'
import { paise } from '../shared/brands'
import { REFUND_AMOUNT_ABOVE_ZERO, REFUND_KEY_REUSED, REFUND_NOTHING_LEFT, refundAtMost } from '../shared/messages/money'

/**
 * Refunds of a paid order: never more than what was paid less what was already refunded, each
 * refund counted once by its key (a double click, a second tab or a retry after a lost answer
 * sends the same key), and the order's payment status follows (part 1's PAID and
 * PARTIALLY_REFUNDED, and REFUNDED once nothing is left).
 */

export type RefundPaymentStatus = 'PAID' | 'PARTIALLY_REFUNDED' | 'REFUNDED'

export type Refund = {
  /** The idempotency key the refund was asked with. */
  readonly key: string
  readonly amount: Paise
}

/** What was paid for an order and the refunds made so far, in the order they were made. */
export type RefundLedger = {
  readonly paid: Paise
  readonly refunds: readonly Refund[]
}

export type RefundOutcome = {
  readonly ledger: RefundLedger
  readonly status: RefundPaymentStatus
  readonly refundable: Paise
  /** True when the key had already been refunded: nothing new was refunded. */
  readonly repeated: boolean
}

/** The refunds that count: the first of each key. */
const distinctRefunds = (refunds: readonly Refund[]): readonly Refund[] => {
  const seen = new Set<string>()
  return refunds.filter((r) => {
    if (seen.has(r.key)) return false
    seen.add(r.key)
    return true
  })
}

/** What has been refunded so far, each key once. */
export const refundedSoFar = (ledger: RefundLedger): Paise =>
  paise(distinctRefunds(ledger.refunds).reduce((sum, r) => sum + r.amount, 0))

/** What can still be refunded: what was paid less what was already refunded, never below zero. */
export const refundableLeft = (ledger: RefundLedger): Paise => paise(Math.max(0, ledger.paid - refundedSoFar(ledger)))

/** The payment status of a paid order after its refunds. */
export const refundPaymentStatus = (ledger: RefundLedger): RefundPaymentStatus => {
  const refunded = refundedSoFar(ledger)
  if (refunded <= 0) return 'PAID'
  return refunded >= ledger.paid ? 'REFUNDED' : 'PARTIALLY_REFUNDED'
}

const outcome = (ledger: RefundLedger, repeated: boolean): RefundOutcome => ({
  ledger,
  status: refundPaymentStatus(ledger),
  refundable: refundableLeft(ledger),
  repeated,
})

/**
 * Applies a refund asked for with a key. The same key with the same amount is the same refund: the
 * ledger is returned unchanged, marked repeated. Refused (with the message to show): a key already
 * used for another amount, an amount that is not a whole number of paise above zero, and an amount
 * above what is left to refund.
 */
export const applyRefund = (ledger: RefundLedger, refund: Refund): Either<string, RefundOutcome> => {
  const earlier = distinctRefunds(ledger.refunds).find((r) => r.key === refund.key)
  if (earlier) return earlier.amount === refund.amount ? E.right(outcome(ledger, true)) : E.left(REFUND_KEY_REUSED)
  if (!Number.isSafeInteger(refund.amount) || refund.amount <= 0) return E.left(REFUND_AMOUNT_ABOVE_ZERO)
  const left = refundableLeft(ledger)
  if (left <= 0) return E.left(REFUND_NOTHING_LEFT)
  if (refund.amount > left) return E.left(refundAtMost(left))
  return E.right(outcome({ paid: ledger.paid, refunds: [...ledger.refunds, refund] }, false))
}
