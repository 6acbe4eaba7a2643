import { type Hono } from 'hono'
import { CREDIT_NOTE_PATHS, CreditNotesParams, type OrderCreditNotesWire } from '../../../adapters/http/contract/credit-note.codecs'
import { ORDER_NOT_FOUND } from '../../../core/shared/messages'
import { creditNotesOf } from '../../money/credit-notes'
import { settleRefunds } from '../../money/refunds'
import { invoiceCentreOf } from '../../money/tax-invoices'
import { orderById } from '../../selling/orders'
import { fail } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { type RouteDeps, routeTable } from '../route'

/** GST credit notes: the data of the credit notes an order's refunds got (the portal and the CLI make the PDFs from it). */
export const creditNotesRoutes = ({ db, now }: RouteDeps): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)
  const known = db.prepare('SELECT 1 FROM tax_invoices WHERE order_id = ? UNION ALL SELECT 1 FROM sale_orders WHERE order_id = ? UNION ALL SELECT 1 FROM customer_orders WHERE order_id = ?').pluck()

  api.get(
    CREDIT_NOTE_PATHS.orderCreditNotes,
    {
      permission: ['CENTER_USER_DETAILS', 'VIEW'],
      params: CreditNotesParams,
      centre: 'the order’s centre (:orderId): the centre that issued its invoice, else the centre of its sale',
      scope: (i) => S.at([invoiceCentreOf(db, i.params.orderId)]),
    },
    (c, i) => {
      const { orderId } = i.params
      if (known.get(orderId, orderId, orderId) === undefined) return fail(c, 404, ORDER_NOT_FOUND)
      // A pending card refund the gateway has approved by now gets its credit note before the answer.
      const order = orderById(db, orderId)
      if (order !== undefined) settleRefunds(db, order, now())
      const body: OrderCreditNotesWire = { orderId, creditNotes: creditNotesOf(db, orderId) }
      return c.json(body)
    },
  )

  return api.app
}
