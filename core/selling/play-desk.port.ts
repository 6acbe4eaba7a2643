import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { PlayBooking, PlayOrder, PlayOrderInput, PlaySlot } from './play'
import type { ManualPaymentPart } from './sale-validation.rule'

/**
 * A play centre's desk (part 2 §7: v1/play/create/order/v2, v1/play/fulfillment/order, play
 * sessions, slots and bookings). Writes take an idempotency key: a repeat answers the first result.
 */
export interface PlayDesk {
  /** Creates a play order (CREATED, nothing paid yet). */
  createOrder(order: PlayOrderInput, idempotencyKey: string): TaskEither<GatewayError, PlayOrder>
  /** Fulfils a CREATED play order with the payment taken; the amounts must add up to the order's. */
  fulfilOrder(r: { readonly orderId: string; readonly payment: readonly ManualPaymentPart[] }, idempotencyKey: string): TaskEither<GatewayError, PlayOrder>
  /** Every sport's sessions of a day at a play centre, with their bookings. */
  sessions(q: { readonly centerServiceId: number; readonly day: string }): TaskEither<GatewayError, readonly PlaySlot[]>
  /** The slots of one sport on a day, full ones included (the portal hides those). */
  slots(q: { readonly centerServiceId: number; readonly sportId: number; readonly day: string }): TaskEither<GatewayError, readonly PlaySlot[]>
  /** Books a slot for a user, or for one of the user's child users (childId): refused when full or already started. */
  book(r: { readonly userId: string; readonly centerServiceId: number; readonly slotId: string; readonly childId?: string }, idempotencyKey: string): TaskEither<GatewayError, PlayBooking>
  /** The user's bookings at a play centre, soonest first. */
  bookings(q: { readonly userId: string; readonly centerServiceId: number }): TaskEither<GatewayError, readonly PlayBooking[]>
}
