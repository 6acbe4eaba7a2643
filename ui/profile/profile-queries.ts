import type { QueryKey } from '@tanstack/react-query'
import type { OrderStatus } from '../../core/customer/order'

/**
 * Query keys of the customer profile (/user): `['profile', customerId, block, ...inputs]`.
 * Each block of the screen is one query; an action invalidates exactly the blocks it changed by
 * naming their keys (or a key prefix). Blocks whose answer depends on the centre carry its id.
 * The other profile blocks (PT, BCA, tasks, call trail) use the keys here too.
 */
export const profileKeys = {
  /** Everything about one customer (a prefix: invalidates every block). */
  all: (customerId: string): QueryKey => ['profile', customerId],
  /** The customer: name, photo, phone and e-mail (decrypted). */
  customer: (customerId: string): QueryKey => ['profile', customerId, 'customer'],
  /** The memberships response at a centre: memberships, last check-ins and bookings, trials, buttons. */
  memberships: (customerId: string, centreId: number): QueryKey => ['profile', customerId, 'memberships', centreId],
  /** Orders of the last 90 days; `undefined` statuses is every order (a prefix without it covers all filters). */
  orders: (customerId: string, statuses?: readonly OrderStatus[]): QueryKey =>
    statuses === undefined ? ['profile', customerId, 'orders'] : ['profile', customerId, 'orders', [...statuses].sort().join(',')],
  orderDetails: (customerId: string, orderId: string): QueryKey => ['profile', customerId, 'order-details', orderId],
  addOns: (customerId: string, membershipId: number): QueryKey => ['profile', customerId, 'add-ons', membershipId],
  children: (customerId: string): QueryKey => ['profile', customerId, 'children'],
  paymentLinks: (customerId: string): QueryKey => ['profile', customerId, 'payment-links'],
  phone: (customerId: string, centreId: number): QueryKey => ['profile', customerId, 'phone', centreId],
  // ---- blocks of the other profile engineer (PT, BCA, tasks, call trail) ----
  ptPacks: (customerId: string): QueryKey => ['profile', customerId, 'pt-packs'],
  ptSessions: (customerId: string): QueryKey => ['profile', customerId, 'pt-sessions'],
  bca: (customerId: string, centreId: number): QueryKey => ['profile', customerId, 'bca', centreId],
  tasks: (customerId: string): QueryKey => ['profile', customerId, 'tasks'],
  callTrail: (customerId: string, taskUuid: string): QueryKey => ['profile', customerId, 'call-trail', taskUuid],
} as const

export { PENDING_SEARCH_KEY, type PendingSearch, postSearch } from './pending-search'
