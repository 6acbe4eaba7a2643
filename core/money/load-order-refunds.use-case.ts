import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { OrderRefunds } from './money'
import type { MoneyDeps } from './money-deps'

/** What was paid for an order, its refunds and what can still be refunded. */
export const loadOrderRefunds =
  (d: MoneyDeps) =>
  (q: { readonly orderId: string }): TaskEither<GatewayError, OrderRefunds> =>
    d.money.orderRefunds(q.orderId)
