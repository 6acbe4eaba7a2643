import * as E from 'fp-ts/Either'
import type { TaskEither } from 'fp-ts/TaskEither'
import { INVOICE_DOWNLOADED, INVOICE_FAILED, INVOICE_NOT_AVAILABLE } from '../shared/messages'
import { type ActionFailed, type Done, actionFailed, done } from '../shared/outcome'
import type { TaxDocumentPdf } from './tax-document-pdf.port'
import type { TaxInvoiceBook } from './tax-invoice-book.port'
import type { TaxInvoice } from './tax-invoice.rule'

export type TaxInvoiceFile = { readonly fileName: string; readonly bytes: Uint8Array; readonly invoice: TaxInvoice }
type Failed = ActionFailed<'NotPaid'> | ActionFailed<'InvoiceNotAvailable'> | ActionFailed<'InvoiceFailed'>

/**
 * A paid order's GST tax invoice as a PDF: 'Invoice Downloaded.'; the server's reason when the
 * order is not paid; 'Invoice not available' when there is no invoice; else 'Something went wrong'.
 */
export const downloadTaxInvoice =
  (d: { readonly taxInvoices: TaxInvoiceBook; readonly taxDocumentPdf: TaxDocumentPdf }) =>
  (orderId: string): TaskEither<Failed, Done<TaxInvoiceFile>> =>
  async () => {
    const r = await d.taxInvoices.invoice(orderId)()
    if (E.isLeft(r)) {
      const e = r.left
      if (e._tag === 'Rejected') return E.left(actionFailed('NotPaid', e.message, e))
      if (e._tag === 'NotFound') return E.left(actionFailed('InvoiceNotAvailable', INVOICE_NOT_AVAILABLE, e))
      return E.left(actionFailed('InvoiceFailed', e._tag === 'Forbidden' ? e.message : INVOICE_FAILED, e))
    }
    const invoice = r.right
    try {
      const file = await d.taxDocumentPdf.invoicePdf(invoice)
      return E.right(done(INVOICE_DOWNLOADED, { ...file, invoice }))
    } catch {
      return E.left(actionFailed('InvoiceFailed', INVOICE_FAILED))
    }
  }
