import type { TaskEither } from 'fp-ts/TaskEither'
import type { EpochMs, Paise } from '../shared/brands'
import type { GatewayError } from '../shared/errors'

export type PaymentLink = {
  readonly id: string
  readonly requestId: string
  readonly amount: Paise
  readonly description: string
  readonly createdBy: string
  readonly status: 'CREATED' | 'PAID' | 'EXPIRED'
  readonly link: string
  readonly createdAt: EpochMs
}

export type NewPaymentLink = {
  readonly phone: string
  readonly amount: Paise
  readonly requestId: string
  readonly description: string
  readonly createdBy: string
  readonly sendNotification: boolean
}

/** Payment links of a customer's phone number. */
export interface PaymentLinkBook {
  list(phone: string): TaskEither<GatewayError, readonly PaymentLink[]>
  /** The same request id answers with the first link; Rejected when refused. */
  generate(link: NewPaymentLink): TaskEither<GatewayError, PaymentLink>
}
