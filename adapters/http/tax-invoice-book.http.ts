import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { CreditNote } from '../../core/money/credit-note.rule'
import type { TaxInvoiceBook } from '../../core/money/tax-invoice-book.port'
import type { TaxInvoice } from '../../core/money/tax-invoice.rule'
import type { GstInvoiceLine } from '../../core/money/gst-invoice.rule'
import { epochMs, paise } from '../../core/shared/brands'
import { CREDIT_NOTE_PATHS, OrderCreditNotesWire } from './contract/credit-note.codecs'
import { TAX_INVOICE_PATHS } from './contract/tax-invoice-paths'
import { TaxInvoiceWire } from './contract/tax-invoice.codecs'
import { pathWith } from './contract/paths'
import type { HttpClient } from './http-client'

const lineOf = (l: TaxInvoiceWire['totals']): GstInvoiceLine => ({ taxable: paise(l.taxable), cgst: paise(l.cgst), sgst: paise(l.sgst), igst: paise(l.igst), total: paise(l.total) })

/** The server's tax invoices (GET v1/orders/:orderId/tax-invoice) and credit notes (GET v1/orders/:orderId/credit-notes). */
export const createHttpTaxInvoiceBook = (http: HttpClient): TaxInvoiceBook => ({
  invoice: (orderId) =>
    pipe(
      http.send({ path: pathWith(TAX_INVOICE_PATHS.taxInvoice, { orderId }) }, TaxInvoiceWire),
      TE.map(
        (w): TaxInvoice => ({
          ...w,
          issuedAt: epochMs(w.issuedAt),
          items: w.items.map((i) => ({ description: i.description, sac: i.sac, line: lineOf(i.line) })),
          totals: lineOf(w.totals),
        }),
      ),
    ),
  creditNotes: (orderId) =>
    pipe(
      http.send({ path: pathWith(CREDIT_NOTE_PATHS.orderCreditNotes, { orderId }) }, OrderCreditNotesWire),
      TE.map((w) =>
        w.creditNotes.map(
          (n): CreditNote => ({ ...n, issuedAt: epochMs(n.issuedAt), invoiceIssuedAt: epochMs(n.invoiceIssuedAt), line: lineOf(n.line) }),
        ),
      ),
    ),
})
