import { type Hono } from 'hono'
import { TAX_INVOICE_PATHS } from '../../../adapters/http/contract/tax-invoice-paths'
import { TaxInvoiceParams, type TaxInvoiceWire } from '../../../adapters/http/contract/tax-invoice.codecs'
import { INVOICE_NOT_AVAILABLE, ORDER_NOT_FOUND, TAX_INVOICE_NOT_PAID } from '../../../core/shared/messages'
import { invoiceCentreOf, taxInvoiceOf } from '../../money/tax-invoices'
import { fail } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { type RouteDeps, routeTable } from '../route'

/** GST tax invoices: the data of a paid order's invoice (the portal and the CLI make the PDF from it). */
export const taxInvoicesRoutes = ({ db }: RouteDeps): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)
  const historyStatus = db.prepare('SELECT status FROM customer_orders WHERE order_id = ?').pluck()
  const saleStatus = db.prepare('SELECT status FROM sale_orders WHERE order_id = ?').pluck()

  api.get(
    TAX_INVOICE_PATHS.taxInvoice,
    {
      permission: ['CENTER_USER_DETAILS', 'VIEW'],
      params: TaxInvoiceParams,
      centre: 'the order’s centre (:orderId): the centre that issued its invoice, else the centre of its sale',
      scope: (i) => S.at([invoiceCentreOf(db, i.params.orderId)]),
    },
    (c, i) => {
      const invoice = taxInvoiceOf(db, i.params.orderId)
      if (invoice !== undefined) {
        const body: TaxInvoiceWire = { ...invoice, items: [...invoice.items] }
        return c.json(body)
      }
      const sale = saleStatus.get(i.params.orderId) as string | undefined
      const history = historyStatus.get(i.params.orderId) as string | undefined
      if (sale === undefined && history === undefined) return fail(c, 404, ORDER_NOT_FOUND)
      const paid = sale !== undefined ? sale === 'PAYMENT_COMPLETED' : history === 'Successful'
      return paid ? fail(c, 404, INVOICE_NOT_AVAILABLE) : fail(c, 409, TAX_INVOICE_NOT_PAID)
    },
  )

  return api.app
}
