import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { INVOICE_DOWNLOADED, INVOICE_FAILED, INVOICE_NOT_AVAILABLE } from '../shared/messages'
import { type ActionFailed, type Done, actionFailed, done } from '../shared/outcome'
import type { TaxDocumentPdf } from './tax-document-pdf.port'
import type { TaxInvoiceBook } from './tax-invoice-book.port'
import { type TaxInvoice, taxDocumentFileName } from './tax-invoice.rule'

export type TaxInvoiceFile = { readonly fileName: string; readonly bytes: Uint8Array; readonly invoice: TaxInvoice }

/**
 * A paid order's GST tax invoice as a PDF: 'Invoice Downloaded.'; the server's reason when the
 * order is not paid; 'Invoice not available' when there is no invoice; else 'Something went wrong'.
 */
export const downloadTaxInvoice =
  (d: { readonly taxInvoices: TaxInvoiceBook; readonly taxDocumentPdf: TaxDocumentPdf }) =>
  (orderId: string): TaskEither<ActionFailed<'NotPaid'> | ActionFailed<'InvoiceNotAvailable'> | ActionFailed<'InvoiceFailed'>, Done<TaxInvoiceFile>> =>
    pipe(
      d.taxInvoices.invoice(orderId),
      TE.mapLeft((e) =>
        e._tag === 'Rejected'
          ? actionFailed('NotPaid', e.message, e)
          : e._tag === 'NotFound'
            ? actionFailed('InvoiceNotAvailable', INVOICE_NOT_AVAILABLE, e)
            : actionFailed('InvoiceFailed', e._tag === 'Forbidden' ? e.message : INVOICE_FAILED, e),
      ),
      TE.chainW((invoice) =>
        TE.tryCatch(
          async () => done(INVOICE_DOWNLOADED, { fileName: taxDocumentFileName('tax-invoice', invoice.invoiceNo), bytes: await d.taxDocumentPdf.invoicePdf(invoice), invoice }),
          () => actionFailed('InvoiceFailed', INVOICE_FAILED),
        ),
      ),
    )
