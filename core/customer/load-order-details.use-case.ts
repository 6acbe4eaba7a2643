import type { TaskEither } from 'fp-ts/TaskEither'
import { orderDetailsFailed } from '../shared/messages'
import { type ActionFailed, fetchAs } from '../shared/outcome'
import type { OrderDetails } from './order'
import type { OrderDeps } from './order-actions'

/** 'Failed to fetch order details. Please try again later {reason}' on failure. */
export const loadOrderDetails =
  (d: OrderDeps) =>
  (orderId: string): TaskEither<ActionFailed<'OrderDetailsUnavailable'>, OrderDetails> =>
    fetchAs('OrderDetailsUnavailable', orderDetailsFailed)(d.orderHistory.details(orderId))
