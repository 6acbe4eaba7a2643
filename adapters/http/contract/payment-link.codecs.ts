import * as t from 'io-ts'
import { NonEmptyString, TenDigitPhone } from './selling.codecs'

/** Wire shapes of payment links: list by phone (in the body, never the URL) and generate. */

export const PaymentLinkWire = t.type({
  id: t.string,
  requestId: t.string,
  /** Paise. */
  amount: t.number,
  description: t.string,
  createdBy: t.string,
  status: t.keyof({ CREATED: null, PAID: null, EXPIRED: null }),
  link: t.string,
  createdAt: t.number,
})
export type PaymentLinkWire = t.TypeOf<typeof PaymentLinkWire>

export const PaymentLinksRequest = t.type({ phoneNumber: TenDigitPhone, fetchLatestStatus: t.boolean })
export const PaymentLinksAnswer = t.type({ paymentLinks: t.array(PaymentLinkWire) })

interface PositiveIntBrand {
  readonly PositiveAmount: unique symbol
}
/** A payment link asks at most ₹1,00,00,000 (10^9 paise): an amount is a bounded whole number of paise, never 1e308. */
export const MAX_LINK_AMOUNT_PAISE = 1_000_000_000
const PositiveAmount = t.brand(t.Int, (n): n is t.Branded<t.Int, PositiveIntBrand> => n > 0 && n <= MAX_LINK_AMOUNT_PAISE, 'PositiveAmount')

export const GeneratePaymentLinkRequest = t.type({
  phoneNumber: TenDigitPhone,
  /** Paise. */
  amount: PositiveAmount,
  requestId: NonEmptyString,
  description: NonEmptyString,
  createdBy: NonEmptyString,
  sendNotification: t.boolean,
})
export const GeneratePaymentLinkAnswer = t.type({ message: t.string, paymentLink: PaymentLinkWire })
