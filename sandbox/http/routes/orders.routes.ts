import * as E from 'fp-ts/Either'
import { Hono } from 'hono'
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
import { requirePermission } from '../api-guards'
import { readBody, readQuery } from '../validate'
import type { RouteDeps } from './customers.routes'

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
  const app = new Hono<ApiEnv>()
  const view = requirePermission('CENTER_USER_DETAILS')

  app.get(`/${PATHS.orders}`, view, (c) => {
    const q = readQuery(c, OrdersQuery)
    if (E.isLeft(q)) return q.left
    if (customerById(db, q.right.userId) === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    const since = now() - ORDER_HISTORY_DAYS * DAY_MS
    const statuses = JSON.stringify(q.right.statuses ?? ['Successful', 'Pending', 'Failed'])
    const rows = db
      .prepare('SELECT data FROM customer_orders WHERE user_id = ? AND created_at >= ? AND status IN (SELECT value FROM json_each(?)) ORDER BY created_at DESC')
      .pluck()
      .all(q.right.userId, since, statuses) as string[]
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

  app.post(`/${PATHS.invoice}`, view, async (c) => {
    const b = await readBody(c, InvoiceBody)
    if (E.isLeft(b)) return b.left
    const o = orderById(db, b.right.invoiceNo)
    const files = o === undefined ? undefined : invoiceFiles(o, b.right.vertical)
    if (files === undefined) return fail(c, 404, M.INVOICE_NOT_AVAILABLE)
    const link = `${API_BASE}/${PATHS.invoiceFile}?invoiceNo=${encodeURIComponent(b.right.invoiceNo)}&vertical=${b.right.vertical}`
    const body: InvoiceWire = {
      invoiceNo: b.right.invoiceNo,
      vertical: b.right.vertical,
      files: files.map((fileName, i) => ({ fileName, url: `${link}&part=${i}` })),
    }
    return c.json(body)
  })

  app.get(`/${PATHS.invoiceFile}`, view, (c) => {
    const q = readQuery(c, InvoiceFileQuery)
    if (E.isLeft(q)) return q.left
    const o = orderById(db, q.right.invoiceNo)
    const files = o === undefined ? undefined : invoiceFiles(o, q.right.vertical)
    if (o === undefined || files === undefined) return fail(c, 404, M.INVOICE_NOT_AVAILABLE)
    const rupees = (o.amount / 100).toFixed(2)
    const text = [
      q.right.vertical === 'PAYMENT_INVOICE' ? 'TAX INVOICE' : 'REFUND NOTE',
      `Invoice number: ${o.orderId}`,
      `Item: ${o.packName}`,
      `Amount: Rs ${rupees}`,
      ...o.refundData.map((r) => `Refund ARN: ${r.arn}`),
      'Issued by the centre operations sandbox.',
    ].join('\n')
    return c.body(text, 200, { 'content-type': 'text/plain; charset=UTF-8', 'content-disposition': `attachment; filename="${files[0] ?? 'invoice.txt'}"` })
  })

  app.get(`/${PATHS.orderDetails}`, view, (c) => {
    const o = orderById(db, c.req.param('orderId') ?? '')
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

  return app
}
