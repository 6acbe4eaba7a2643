import * as E from 'fp-ts/Either'
import type { OrderHistory } from '../../core/customer/order-history.port'
import { DAY_MS, ORDER_HISTORY_DAYS } from '../../core/shared/constants'
import { notFound } from '../../core/shared/errors'
import * as M from '../../core/shared/messages'
import type { InMemoryProfileWorld } from './profile-world'
import { run } from './run'

/** Orders of the last 90 days over the in-process world, newest first. */
export const createInMemoryOrderHistory = (w: InMemoryProfileWorld): OrderHistory => ({
  orders: (userId, statuses) =>
    run(() => {
      if (!w.customers.has(userId)) return E.left(notFound(M.NO_USER_DETAIL_FOUND))
      const since = w.clock.now() - ORDER_HISTORY_DAYS * DAY_MS
      return E.right(
        w.orders
          .filter((o) => o.userId === userId && o.orderCreated >= since && (statuses === undefined || statuses.includes(o.orderStatus)))
          .sort((a, b) => b.orderCreated - a.orderCreated)
          .map(({ userId: _u, details: _d, ...row }) => row),
      )
    }),
  details: (orderId) =>
    run(() => {
      const o = w.orders.find((x) => x.orderId === orderId)
      return o === undefined ? E.left(notFound(M.ORDER_NOT_FOUND)) : E.right(o.details)
    }),
  invoice: (invoiceNo, vertical) =>
    run(() => {
      const o = w.orders.find((x) => x.orderId === invoiceNo)
      const files =
        o === undefined
          ? undefined
          : vertical === 'PAYMENT_INVOICE'
            ? o.orderStatus === 'Successful'
              ? [`invoice-${o.orderId}.txt`]
              : undefined
            : o.details.refundArns.length > 0
              ? o.details.refundArns.map((arn) => `refund-${o.orderId}-${arn}.txt`)
              : undefined
      if (files === undefined) return E.left(notFound(M.INVOICE_NOT_AVAILABLE))
      return E.right({ invoiceNo, vertical, files: files.map((fileName, i) => ({ fileName, url: `memory://invoices/${invoiceNo}/${vertical}/${i}` })) })
    }),
})
