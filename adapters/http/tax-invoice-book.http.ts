import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaxInvoiceBook } from '../../core/money/tax-invoice-book.port'
import type { TaxInvoice } from '../../core/money/tax-invoice.rule'
import type { GstInvoiceLine } from '../../core/money/gst-invoice.rule'
import { epochMs, paise } from '../../core/shared/brands'
import { TAX_INVOICE_PATHS } from './contract/tax-invoice-paths'
import { TaxInvoiceWire } from './contract/tax-invoice.codecs'
import { pathWith } from './contract/paths'
import type { HttpClient } from './http-client'

const lineOf = (l: TaxInvoiceWire['totals']): GstInvoiceLine => ({ taxable: paise(l.taxable), cgst: paise(l.cgst), sgst: paise(l.sgst), igst: paise(l.igst), total: paise(l.total) })

/** The server's tax invoices (GET v1/orders/:orderId/tax-invoice). */
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
})
