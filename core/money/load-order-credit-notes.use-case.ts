import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { CreditNote } from './credit-note.rule'
import type { TaxInvoiceBook } from './tax-invoice-book.port'

/** The GST credit notes an order's refunds got, in the order issued (Order Details offers each as a PDF). */
export const loadOrderCreditNotes =
  (d: { readonly taxInvoices: TaxInvoiceBook }) =>
  (orderId: string): TaskEither<GatewayError, readonly CreditNote[]> =>
    d.taxInvoices.creditNotes(orderId)
