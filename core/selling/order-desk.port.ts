import type { TaskEither } from 'fp-ts/TaskEither'
import type { EpochMs, Paise } from '../shared/brands'
import type { GatewayError } from '../shared/errors'
import type { PurchaseOrder } from '../payment/purchase'
import type { OrderRequestInput } from './order-request.builder'
import type { ManualPaymentPart } from './sale-validation.rule'

/** An order the server created and (for cash) fulfilled. */
export type PlacedOrder = {
  readonly orderId: string
  readonly status: 'CREATED' | 'PAYMENT_COMPLETED' | 'INVOICE_GENERATED' | 'PAYMENT_FAILED'
  readonly amount: Paise
  readonly createdAt: EpochMs
}

/** A card-machine order: the order plus its gateway order. */
export type GatewayOrder = PurchaseOrder & { readonly amount: Paise; readonly tid: string }

export type RecurringLinkRequest = {
  readonly startDate: EpochMs
  readonly centerServiceId: number
  readonly userId: string
  readonly productId: string
  readonly agentId: string
}

export type RecurringLink = { readonly link: string; readonly expiresAt: EpochMs }

/**
 * Where orders are created (part 2 §4, §7). The idempotency key / request id makes a repeat of
 * the same request answer with the first order instead of creating a second one.
 */
export interface OrderDesk {
  /** A cash (or manual) sale: created and paid in one call. */
  createCashOrder(
    order: OrderRequestInput,
    payment: readonly ManualPaymentPart[],
    idempotencyKey: string,
  ): TaskEither<GatewayError, PlacedOrder>
  /** A group-buy sale (2 to 5 members in the product's group details), paid manually. */
  createGroupOrder(
    order: OrderRequestInput,
    payment: readonly ManualPaymentPart[],
    idempotencyKey: string,
  ): TaskEither<GatewayError, PlacedOrder>
  /** A card-machine sale: the order and its gateway order on terminal `tid`. */
  createGatewayOrder(order: OrderRequestInput, terminal: { readonly tid: string; readonly requestId: string }): TaskEither<GatewayError, GatewayOrder>
  /** A recurring payment link, valid 24 hours. */
  recurringLink(r: RecurringLinkRequest): TaskEither<GatewayError, RecurringLink>
}
