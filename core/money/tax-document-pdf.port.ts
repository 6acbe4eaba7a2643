import type { CreditNote } from './credit-note.rule'
import type { TaxInvoice } from './tax-invoice.rule'

/** A tax document as a file: its name (after its number) and its PDF bytes. */
export type TaxDocumentFile = { readonly fileName: string; readonly bytes: Uint8Array }

/** Writes tax documents as PDF files. A failure rejects the promise. */
export interface TaxDocumentPdf {
  invoicePdf(invoice: TaxInvoice): Promise<TaxDocumentFile>
  creditNotePdf(note: CreditNote): Promise<TaxDocumentFile>
}
