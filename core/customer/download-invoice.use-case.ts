import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { INVOICE_DOWNLOADED, INVOICE_FAILED, INVOICE_NOT_AVAILABLE } from '../shared/messages'
import { type ActionFailed, type Done, actionFailed, done } from '../shared/outcome'
import type { Invoice, InvoiceVertical } from './order'
import type { OrderDeps } from './order-actions'

/** The invoice's file links: 'Invoice Downloaded.'; 'Invoice not available' when there is none; else 'Something went wrong'. */
export const downloadInvoice =
  (d: OrderDeps) =>
  (invoiceNo: string, vertical: InvoiceVertical = 'PAYMENT_INVOICE'): TaskEither<ActionFailed<'InvoiceNotAvailable'> | ActionFailed<'InvoiceFailed'>, Done<Invoice>> =>
    pipe(
      d.orderHistory.invoice(invoiceNo, vertical),
      TE.mapLeft((e) => (e._tag === 'NotFound' ? actionFailed('InvoiceNotAvailable', INVOICE_NOT_AVAILABLE, e) : actionFailed('InvoiceFailed', INVOICE_FAILED, e))),
      TE.chainW((inv) => (inv.files.length === 0 ? TE.left(actionFailed('InvoiceNotAvailable', INVOICE_NOT_AVAILABLE)) : TE.right(done(INVOICE_DOWNLOADED, inv)))),
    )
