import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { INVOICE_DOWNLOADED, INVOICE_FAILED, INVOICE_NOT_AVAILABLE, orderDetailsFailed } from '../shared/messages'
import { type ActionFailed, type Done, actionFailed, done, fetchAs, serverSays } from '../shared/outcome'
import type { Invoice, InvoiceVertical, OrderDetails, OrderRow, OrderStatus } from './order'
import type { OrderHistory } from './order-history.port'

export type OrderDeps = { readonly orderHistory: OrderHistory }

/** All the customer's orders of the last 3 months, or those with the given statuses; newest first. */
export const loadOrders =
  (d: OrderDeps) =>
  (userId: string, statuses?: readonly OrderStatus[]): TaskEither<ActionFailed<'OrdersUnavailable'>, readonly OrderRow[]> =>
    fetchAs('OrdersUnavailable', serverSays)(d.orderHistory.orders(userId, statuses))

/** 'Failed to fetch order details. Please try again later {reason}' on failure. */
export const loadOrderDetails =
  (d: OrderDeps) =>
  (orderId: string): TaskEither<ActionFailed<'OrderDetailsUnavailable'>, OrderDetails> =>
    fetchAs('OrderDetailsUnavailable', orderDetailsFailed)(d.orderHistory.details(orderId))

/** The invoice's file links: 'Invoice Downloaded.'; 'Invoice not available' when there is none; else 'Something went wrong'. */
export const downloadInvoice =
  (d: OrderDeps) =>
  (invoiceNo: string, vertical: InvoiceVertical = 'PAYMENT_INVOICE'): TaskEither<ActionFailed<'InvoiceNotAvailable'> | ActionFailed<'InvoiceFailed'>, Done<Invoice>> =>
    pipe(
      d.orderHistory.invoice(invoiceNo, vertical),
      TE.mapLeft((e) => (e._tag === 'NotFound' ? actionFailed('InvoiceNotAvailable', INVOICE_NOT_AVAILABLE, e) : actionFailed('InvoiceFailed', INVOICE_FAILED, e))),
      TE.chainW((inv) => (inv.files.length === 0 ? TE.left(actionFailed('InvoiceNotAvailable', INVOICE_NOT_AVAILABLE)) : TE.right(done(INVOICE_DOWNLOADED, inv)))),
    )
