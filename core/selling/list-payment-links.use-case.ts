import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { PaymentLink } from './payment-link-book.port'
import type { PaymentLinkDeps } from './payment-links'

/** The payment links of a phone number. */
export const listPaymentLinks =
  (d: PaymentLinkDeps) =>
  (phone: string): TaskEither<GatewayError, readonly PaymentLink[]> =>
    d.links.list(phone)
