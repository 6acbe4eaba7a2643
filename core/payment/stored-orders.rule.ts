import type { EpochMs } from '../shared/brands'
import { LOCAL_ORDER_TTL_MS } from '../shared/constants'
import type { StoredOrder } from './purchase'

/**
 * Stored local orders (part 2 §4): the list is kept per centre, CREATED entries at the front,
 * entries older than 10 minutes dropped, any other status removing the entry.
 */

/** An entry is still fresh when it is CREATED and at most 10 minutes old (created in the future counts as fresh). */
const isFresh = (entry: StoredOrder, now: EpochMs): boolean =>
  entry.status === 'CREATED' && now - entry.createdAt <= LOCAL_ORDER_TTL_MS

/** Drops stale and non-CREATED entries and any repeat of an order id (the first one wins). */
export const pruneStoredOrders = (list: readonly StoredOrder[], now: EpochMs): readonly StoredOrder[] => {
  const seen = new Set<string>()
  return list.filter((entry) => {
    if (!isFresh(entry, now) || seen.has(entry.order.orderId)) return false
    seen.add(entry.order.orderId)
    return true
  })
}

/**
 * Records an order's status: CREATED puts it at the front (replacing an earlier entry of the same
 * order); any other status removes the order. The result is pruned.
 */
export const upsertStoredOrder = (
  list: readonly StoredOrder[],
  entry: StoredOrder,
  now: EpochMs,
): readonly StoredOrder[] => {
  const others = list.filter((e) => e.order.orderId !== entry.order.orderId)
  return pruneStoredOrders(entry.status === 'CREATED' ? [entry, ...others] : others, now)
}

/**
 * The unfinished payment to resume after a page reload: the most recent fresh CREATED order of
 * the centre, if any. While one exists a new order must not be started; resume it instead.
 */
export const orderToResume = (list: readonly StoredOrder[], now: EpochMs): StoredOrder | undefined =>
  pruneStoredOrders(list, now)[0]
