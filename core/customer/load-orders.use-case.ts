import type { TaskEither } from 'fp-ts/TaskEither'
import { type ActionFailed, fetchAs, serverSays } from '../shared/outcome'
import type { OrderRow, OrderStatus } from './order'
import type { OrderDeps } from './order-actions'

/** All the customer's orders of the last 3 months, or those with the given statuses; newest first. */
export const loadOrders =
  (d: OrderDeps) =>
  (userId: string, statuses?: readonly OrderStatus[]): TaskEither<ActionFailed<'OrdersUnavailable'>, readonly OrderRow[]> =>
    fetchAs('OrdersUnavailable', serverSays)(d.orderHistory.orders(userId, statuses))
