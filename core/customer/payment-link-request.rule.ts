import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import type { EpochMs, Paise } from '../shared/brands'
import { centreDayOf } from '../shared/centre-day'
import { paymentLinkAlreadyCreated } from '../shared/messages'

export const PAYMENT_LINK_REQUEST_ID_SEPARATOR = '_'
export const PAYMENT_LINK_RETRY_SUFFIX = '_1'
const REASON_PREFIX_LENGTH = 7

export type PaymentLinkRequestIdInput = {
  readonly centerServiceId: number
  readonly phone: string
  readonly amount: Paise
  readonly reason: string
}

/**
 * Request id of a payment link: centre service id, today's date (YYYY-MM-DD in Asia/Kolkata), phone,
 * amount (integer paise) and the first 7 characters of the reason, joined with '_'.
 */
export const paymentLinkRequestId = (i: PaymentLinkRequestIdInput, now: EpochMs): string =>
  [String(i.centerServiceId), centreDayOf(now), i.phone, String(i.amount), i.reason.slice(0, REASON_PREFIX_LENGTH)].join(
    PAYMENT_LINK_REQUEST_ID_SEPARATOR,
  )

/** An existing link as listed for the phone number. */
export type ExistingPaymentLink = { readonly requestId: string; readonly status: string; readonly createdBy: string }

const CLOSED_STATUSES: ReadonlySet<string> = new Set(['PAID', 'CANCELLED', 'EXPIRED'])

/**
 * The id to send: the id itself when no listed link has it; with '_1' appended when the link that
 * has it is paid, cancelled or expired (status compared case-insensitively); else refused with the
 * catalogue message naming who created it.
 */
export const resolvePaymentLinkRequestId = (
  requestId: string,
  existing: readonly ExistingPaymentLink[],
): Either<string, string> => {
  const same = existing.find((l) => l.requestId === requestId)
  if (same === undefined) return E.right(requestId)
  return CLOSED_STATUSES.has(same.status.toUpperCase())
    ? E.right(`${requestId}${PAYMENT_LINK_RETRY_SUFFIX}`)
    : E.left(paymentLinkAlreadyCreated(same.createdBy))
}
