import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import type { Either } from 'fp-ts/Either'
import { paise, type Paise } from '../shared/brands'
import { MINOR_UNITS_PER_RUPEE } from '../shared/constants'
import type { ValidationFailed } from '../shared/errors'
import { AMOUNT_REQUIRED, REASON_REQUIRED } from '../shared/messages'
import { collect, fail, fieldOf, numberOf, ok, required, trimmedText, type Check, withinTextBound } from '../shared/field-check'

export const PAYMENT_LINK_OTHER_REASON = 'Others'

export type PaymentLinkField = 'amount' | 'reason' | 'otherReason'
export type PaymentLinkInput = {
  readonly amount: Paise
  /** The reason sent as the link's description: the chosen reason, or the free text for Others. */
  readonly reason: string
}

/** Rupees (up to 2 decimals) to paise; anything else, zero or less is missing. */
const amountOf = (v: unknown): Paise | undefined => {
  const n = numberOf(v)
  if (n === undefined || n <= 0 || n > 1e10) return undefined
  const p = Math.round(n * MINOR_UNITS_PER_RUPEE)
  return Math.abs(p - n * MINOR_UNITS_PER_RUPEE) < 1e-6 ? paise(p) : undefined
}

/**
 * Payment link (part 1 §5): amount in rupees ('Amount is required'), reason ('Reason is
 * required'); with the reason Others a free-text reason is also required (same message).
 */
const validatePaymentLinkChecks = (draft: unknown): Either<ValidationFailed<PaymentLinkField>, PaymentLinkInput> => {
  const reason = trimmedText(fieldOf(draft, 'reason'))
  const other = trimmedText(fieldOf(draft, 'otherReason'))
  const otherCheck: Check<string | undefined> =
    reason !== PAYMENT_LINK_OTHER_REASON ? ok(undefined) : other === undefined ? fail(REASON_REQUIRED) : ok(other)
  return pipe(
    collect({
      amount: required(amountOf(fieldOf(draft, 'amount')), AMOUNT_REQUIRED),
      reason: required(reason, REASON_REQUIRED),
      otherReason: otherCheck,
    }),
    E.map((v) => ({ amount: v.amount, reason: v.otherReason ?? v.reason })),
  )
}

/** validatePaymentLinkChecks, then the text bound: a text the server would refuse is refused under its field (TEXT_TOO_LONG) before any OTP or write. */
export const validatePaymentLink = (...args: Parameters<typeof validatePaymentLinkChecks>): ReturnType<typeof validatePaymentLinkChecks> =>
  withinTextBound(args[0], validatePaymentLinkChecks(...args))
