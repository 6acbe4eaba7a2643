import * as t from 'io-ts'
import { NonEmptyString } from './selling.codecs'
import { IntFromString } from './codec-helpers'

/** Wire shapes of the OTP calls (part 2 §7) and of the sandbox's SMS outbox. */

export const SendOtpRequest = t.type({
  namespace: NonEmptyString,
  /** '+91-' followed by the ten-digit phone number. */
  identifier: t.string,
  context: NonEmptyString,
  userData: t.type({ phone: t.type({ phoneNumber: t.string, countryCallingCode: t.string }) }),
  mediums: t.array(t.literal('sms')),
})
export type SendOtpRequest = t.TypeOf<typeof SendOtpRequest>
export const SendOtpAnswer = t.type({ message: t.string })

/**
 * `sale` binds a verified sale OTP (cash, PT price drop) to the customer and the amount in minor
 * units: the order that follows must be for that customer and amount.
 */
export const SaleOtpBinding = t.type({ userId: NonEmptyString, amount: t.Int })
export const VerifyOtpRequest = t.intersection([
  t.type({ namespace: NonEmptyString, identifier: t.string, context: NonEmptyString, otp: t.string }),
  t.partial({ sale: SaleOtpBinding }),
])
export type VerifyOtpRequest = t.TypeOf<typeof VerifyOtpRequest>
export const VerifyOtpAnswer = t.type({ verified: t.literal(true), message: t.string })

/** Codes on a failed verification (the message is always the spec's 'Invalid OTP'). */
export const OTP_FAILURE_CODES = ['OTP_WRONG', 'OTP_EXPIRED', 'OTP_USED', 'OTP_ATTEMPTS_EXCEEDED', 'OTP_NOT_REQUESTED'] as const

export const OutboxMessageWire = t.type({
  id: t.number,
  phone: t.string,
  kind: t.keyof({ OTP: null, PAYMENT_LINK: null }),
  body: t.string,
  createdAt: t.number,
})
export type OutboxMessageWire = t.TypeOf<typeof OutboxMessageWire>
export const OutboxAnswer = t.type({ messages: t.array(OutboxMessageWire) })

/** GET sandbox/outbox: the newest `limit` messages (1 to 500, default 50). */
export const OutboxQuery = t.partial({ limit: IntFromString })
