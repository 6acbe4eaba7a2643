import type { CreditNote } from './credit-note.rule'
import type { TaxInvoice } from './tax-invoice.rule'

/** Writes tax documents as PDF files (bytes). A failure rejects the promise. */
export interface TaxDocumentPdf {
  invoicePdf(invoice: TaxInvoice): Promise<Uint8Array>
  creditNotePdf(note: CreditNote): Promise<Uint8Array>
}
