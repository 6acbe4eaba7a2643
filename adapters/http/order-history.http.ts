import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { OrderHistory } from '../../core/customer/order-history.port'
import { epochMs, paise } from '../../core/shared/brands'
import { InvoiceWire, OrderDetailsWire, OrdersWire } from './contract/order.codecs'
import { PATHS, pathWith } from './contract/paths'
import type { HttpClient } from './http-client'
import { opt } from './wire-mapping'

export const createHttpOrderHistory = (http: HttpClient): OrderHistory => ({
  orders: (userId, statuses) =>
    pipe(
      http.send({ path: PATHS.orders, params: { userId, statuses: statuses === undefined ? undefined : statuses.join(',') } }, OrdersWire),
      TE.map((w) =>
        w.orders.map((o) => ({
          orderId: o.orderId,
          packName: o.packName,
          amount: paise(o.amount),
          orderCreated: epochMs(o.orderCreated),
          paymentSource: o.paymentSource,
          orderStatus: o.orderStatus,
          ...opt('fulfillmentRemark', o.fulfillmentRemark),
        })),
      ),
    ),
  details: (orderId) =>
    pipe(
      http.send({ path: pathWith(PATHS.orderDetails, { orderId }) }, OrderDetailsWire),
      TE.map((w) => ({
        orderId: w.orderId,
        createdDate: epochMs(w.createdDate),
        productTitles: w.productSnapshots.map((p) => p.title),
        totalAmountPayable: paise(w.totalAmountPayable),
        wasFulfilmentGenerated: w.wasFulfilmentGenerated,
        currentPaymentStatus: w.currentPaymentStatus,
        refundArns: w.refundData.map((r) => r.arn),
      })),
    ),
  invoice: (invoiceNo, vertical) => http.send({ path: PATHS.invoice, data: { invoiceNo, vertical } }, InvoiceWire),
})
