import type { Db } from '../db/database'
import type { PricedOrder } from './orders'
import { currentPayment } from './terminal'

/** Card payments that are neither approved nor failed yet: the sale is unresolved. */
const UNRESOLVED = ['WAITING', 'PENDING', 'UNDER_REVIEW'] as const

/**
 * The customer's unresolved card-machine order for one of these products, other than the one
 * created with `requestId` (a repeat of that request answers its own order). While it exists, no
 * second order (card or cash) is taken for the same customer and pack: the guarantee against a
 * double charge does not rest on the browser.
 */
export const unresolvedSaleFor = (db: Db, priced: PricedOrder, requestId: string | undefined, now: number): string | undefined => {
  const products = [...new Set(priced.memberships.filter((m) => m.userId === priced.userId).map((m) => m.productId))]
  if (products.length === 0) return undefined
  const rows = db
    .prepare(
      `SELECT DISTINCT p.payment_id AS paymentId, p.order_id AS orderId, p.request_id AS requestId
         FROM terminal_payments p
         JOIN sale_orders o ON o.order_id = p.order_id
        WHERE o.user_id = ?
          AND p.state IN (SELECT value FROM json_each(?))
          AND EXISTS (
            SELECT 1 FROM json_each(o.request, '$.priced.memberships') m
             WHERE json_extract(m.value, '$.userId') = o.user_id
               AND json_extract(m.value, '$.productId') IN (SELECT value FROM json_each(?)))`,
    )
    .all(priced.userId, JSON.stringify(UNRESOLVED), JSON.stringify(products)) as { paymentId: string; orderId: string; requestId: string }[]
  for (const r of rows) {
    if (r.requestId === requestId) continue
    // Settle what the clock says has happened (auto-approve, end of a pending period) before deciding.
    const p = currentPayment(db, r.paymentId, now)
    if (p !== undefined && (UNRESOLVED as readonly string[]).includes(p.state)) return r.orderId
  }
  return undefined
}
