import { type Hono } from 'hono'
import {
  InvoiceBody,
  InvoiceFileQuery,
  type InvoiceWire,
  type OrderDetailsWire,
  type OrderRowWire,
  OrdersQuery,
  type OrdersWire,
} from '../../../adapters/http/contract/order.codecs'
import { API_BASE } from '../../../adapters/http/contract/wire'
import { PATHS } from '../../../adapters/http/contract/paths'
import { DAY_MS, ORDER_HISTORY_DAYS } from '../../../core/shared/constants'
import * as M from '../../../core/shared/messages'
import type { Db } from '../../db/database'
import { customerById, fail } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { type RouteDeps, routeTable } from '../route'

/** What the order history keeps of an order: the row and the record fields together. */
type StoredOrder = OrderRowWire & Omit<OrderDetailsWire, 'orderId' | 'createdDate' | 'productSnapshots' | 'totalAmountPayable'>

const orderById = (db: Db, orderId: string): StoredOrder | undefined => {
  const d = db.prepare('SELECT data FROM customer_orders WHERE order_id = ?').pluck().get(orderId) as string | undefined
  return d === undefined ? undefined : (JSON.parse(d) as StoredOrder)
}

/** Files the invoice call links to; undefined when that invoice does not exist. */
const invoiceFiles = (o: StoredOrder, vertical: 'PAYMENT_INVOICE' | 'REFUND_INVOICE'): string[] | undefined => {
  if (vertical === 'PAYMENT_INVOICE') return o.orderStatus === 'Successful' ? [`invoice-${o.orderId}.txt`] : undefined
  return o.refundData.length > 0 ? o.refundData.map((r) => `refund-${o.orderId}-${r.arn}.txt`) : undefined
}

export const ordersRoutes = ({ db, now }: RouteDeps): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)

  api.get(PATHS.orders, { permission: ['CENTER_USER_DETAILS', 'VIEW'], query: OrdersQuery, ...S.customer }, (c, i) => {
    if (customerById(db, i.query.userId) === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    const since = now() - ORDER_HISTORY_DAYS * DAY_MS
    const statuses = JSON.stringify(i.query.statuses ?? ['Successful', 'Pending', 'Failed'])
    const rows = db
      .prepare('SELECT data FROM customer_orders WHERE user_id = ? AND created_at >= ? AND status IN (SELECT value FROM json_each(?)) ORDER BY created_at DESC')
      .pluck()
      .all(i.query.userId, since, statuses) as string[]
    const orders = rows.map((r) => {
      const o = JSON.parse(r) as StoredOrder
      const row: OrderRowWire = {
        orderId: o.orderId,
        packName: o.packName,
        amount: o.amount,
        orderCreated: o.orderCreated,
        paymentSource: o.paymentSource,
        orderStatus: o.orderStatus,
        fulfillmentRemark: o.fulfillmentRemark ?? null,
      }
      return row
    })
    const body: OrdersWire = { orders, since }
    return c.json(body)
  })

  api.post(PATHS.invoice, { audit: 'reads', permission: ['CENTER_USER_DETAILS', 'VIEW'], body: InvoiceBody, centre: 'the order’s centre (invoiceNo) for a portal sale; older history orders are customer-wide', scope: (i) => S.at([S.ofSaleOrder(i.body.invoiceNo)]) }, async (c, i) => {
    const o = orderById(db, i.body.invoiceNo)
    const files = o === undefined ? undefined : invoiceFiles(o, i.body.vertical)
    if (files === undefined) return fail(c, 404, M.INVOICE_NOT_AVAILABLE)
    const link = `${API_BASE}/${PATHS.invoiceFile}?invoiceNo=${encodeURIComponent(i.body.invoiceNo)}&vertical=${i.body.vertical}`
    const body: InvoiceWire = {
      invoiceNo: i.body.invoiceNo,
      vertical: i.body.vertical,
      files: files.map((fileName, i) => ({ fileName, url: `${link}&part=${i}` })),
    }
    return c.json(body)
  })

  api.get(PATHS.invoiceFile, { permission: ['CENTER_USER_DETAILS', 'VIEW'], query: InvoiceFileQuery, centre: 'the order’s centre (invoiceNo) for a portal sale; older history orders are customer-wide', scope: (i) => S.at([S.ofSaleOrder(i.query.invoiceNo)]) }, (c, i) => {
    const o = orderById(db, i.query.invoiceNo)
    const files = o === undefined ? undefined : invoiceFiles(o, i.query.vertical)
    if (o === undefined || files === undefined) return fail(c, 404, M.INVOICE_NOT_AVAILABLE)
    const rupees = (o.amount / 100).toFixed(2)
    const text = [
      i.query.vertical === 'PAYMENT_INVOICE' ? 'TAX INVOICE' : 'REFUND NOTE',
      `Invoice number: ${o.orderId}`,
      `Item: ${o.packName}`,
      `Amount: Rs ${rupees}`,
      ...o.refundData.map((r) => `Refund ARN: ${r.arn}`),
      'Issued by the centre operations sandbox.',
    ].join('\n')
    return c.body(text, 200, { 'content-type': 'text/plain; charset=UTF-8', 'content-disposition': `attachment; filename="${files[0] ?? 'invoice.txt'}"` })
  })

  api.get(PATHS.orderDetails, { permission: ['CENTER_USER_DETAILS', 'VIEW'], centre: 'the order’s centre (:orderId) for a portal sale; older history orders are customer-wide', scope: (i) => S.at([S.ofSaleOrder(i.params.orderId)]) }, (c, i) => {
    const o = orderById(db, i.params.orderId)
    if (o === undefined) return fail(c, 404, M.ORDER_NOT_FOUND)
    const body: OrderDetailsWire = {
      orderId: o.orderId,
      createdDate: o.orderCreated,
      productSnapshots: [{ title: o.packName }],
      totalAmountPayable: o.amount,
      wasFulfilmentGenerated: o.wasFulfilmentGenerated,
      currentPaymentStatus: o.currentPaymentStatus,
      refundData: o.refundData.map((r) => ({ arn: r.arn })),
    }
    return c.json(body)
  })

  return api.app
}
