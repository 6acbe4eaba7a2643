import type { OrderHistory } from './order-history.port'

export type OrderDeps = { readonly orderHistory: OrderHistory }
