import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import type { EpochMs, Paise } from '../shared/brands'
import { paise } from '../shared/brands'
import {
  CREDIT_NOTE_AMOUNT_ABOVE_ZERO,
  CREDIT_NOTE_REASON_NEEDED,
  CREDIT_NOTE_SERIES_FULL,
  creditNoteAtMost,
} from '../shared/messages/money'
import { type GstInvoiceLine, gstInvoiceTotals, gstLineOfInclusivePrice } from './gst-invoice.rule'
import { type DocumentSeries, type FinancialYear, type InvoiceNumber, formatSeriesNumber, nextSeriesNumber, parseSeriesNumber } from './invoice-number.rule'
import type { TaxInvoice, TaxInvoiceCustomer, TaxInvoiceSupplier } from './tax-invoice.rule'

/**
 * Credit notes: what a refund of an invoiced order takes back, in the invoice's own tax split
 * (docs/decisions/payment.md). A credit note has its own gap-free series per centre and financial
 * year, `<centre code>/C<YY-YY>/<sequence>`, e.g. `BLR1/C26-27/0007` (16 characters at most, as
 * GST documents require), and refers to its invoice.
 */

export const CREDIT_NOTE_SEQUENCE_DIGITS = 4
export const CREDIT_NOTE_SEQUENCE_MAX = 10 ** CREDIT_NOTE_SEQUENCE_DIGITS - 1
export const CREDIT_NOTE_SERIES: DocumentSeries = { yearPrefix: 'C', digits: CREDIT_NOTE_SEQUENCE_DIGITS, full: CREDIT_NOTE_SERIES_FULL }

export type CreditNoteNumber = InvoiceNumber

export const formatCreditNoteNumber = (centreCode: string, fy: FinancialYear, sequence: number): Either<string, CreditNoteNumber> =>
  formatSeriesNumber(CREDIT_NOTE_SERIES, centreCode, fy, sequence)
export const parseCreditNoteNumber = (text: string): CreditNoteNumber | undefined => parseSeriesNumber(CREDIT_NOTE_SERIES, text)
/** One past the highest credit note of the centre's series for the instant's financial year. */
export const nextCreditNoteNumber = (issued: readonly string[], centreCode: string, at: EpochMs): Either<string, CreditNoteNumber> =>
  nextSeriesNumber(CREDIT_NOTE_SERIES, issued, centreCode, at)

export type CreditNote = {
  readonly creditNoteNo: string
  readonly invoiceNo: string
  readonly invoiceIssuedAt: EpochMs
  readonly orderId: string
  readonly issuedAt: EpochMs
  readonly reason: string
  readonly supplier: TaxInvoiceSupplier
  readonly customer: TaxInvoiceCustomer
  readonly placeOfSupply: string
  readonly supply: TaxInvoice['supply']
  readonly sac: string
  /** What this credit note takes back. */
  readonly line: GstInvoiceLine
}

export type CreditedRefund = { readonly amount: Paise; readonly at: EpochMs; readonly reason: string }

const minus = (a: GstInvoiceLine, b: GstInvoiceLine): GstInvoiceLine => ({
  taxable: paise(a.taxable - b.taxable),
  cgst: paise(a.cgst - b.cgst),
  sgst: paise(a.sgst - b.sgst),
  igst: paise(a.igst - b.igst),
  total: paise(a.total - b.total),
})

/**
 * The figures a refund takes back, given what earlier credit notes of the invoice took back: the
 * refund split like a GST-inclusive price in the invoice's supply, held within what is left of
 * each column (taxable value, CGST, SGST, IGST), so the credit notes of an invoice never take back
 * more than it charged in any column and a refund of all that is left takes back exactly the rest.
 */
export const creditedLine = (invoice: TaxInvoice, earlier: readonly GstInvoiceLine[], amount: Paise): GstInvoiceLine => {
  const left = minus(invoice.totals, gstInvoiceTotals(earlier))
  const a = Math.min(Math.max(0, Math.round(amount)), left.total)
  const split = gstLineOfInclusivePrice(paise(a), invoice.supply)
  const leftTax = left.cgst + left.sgst + left.igst
  // The taxable value within what is left of it, and the tax (the rest) within what is left of the tax.
  const taxable = Math.min(Math.max(split.taxable, a - leftTax), left.taxable)
  const tax = a - taxable
  if (invoice.supply === 'INTER_STATE') return { taxable: paise(taxable), cgst: paise(0), sgst: paise(0), igst: paise(tax), total: paise(a) }
  const cgst = Math.min(Math.max(Math.ceil(tax / 2), tax - left.sgst), left.cgst)
  return { taxable: paise(taxable), cgst: paise(cgst), sgst: paise(tax - cgst), igst: paise(0), total: paise(a) }
}

export type CreditNoteDraft = {
  readonly invoice: TaxInvoice
  readonly centreCode: string
  readonly refund: CreditedRefund
  /** Every credit note number the centre has issued (any year): the new one follows them. */
  readonly issuedNumbers: readonly string[]
  /** The lines of the earlier credit notes of this invoice. */
  readonly earlier: readonly GstInvoiceLine[]
}

/**
 * The credit note of a refund of an invoiced order; refused when the refund is not above zero, is
 * more than the invoice has left to take back, has no reason, or the series is full.
 */
export const creditNoteOf = (d: CreditNoteDraft): Either<string, CreditNote> => {
  const amount = d.refund.amount
  if (!Number.isSafeInteger(amount) || amount <= 0) return E.left(CREDIT_NOTE_AMOUNT_ABOVE_ZERO)
  const left = d.invoice.totals.total - gstInvoiceTotals(d.earlier).total
  if (amount > left) return E.left(creditNoteAtMost(paise(Math.max(0, left))))
  const reason = d.refund.reason.trim()
  if (reason === '') return E.left(CREDIT_NOTE_REASON_NEEDED)
  return E.map((no: CreditNoteNumber) => ({
    creditNoteNo: no.text,
    invoiceNo: d.invoice.invoiceNo,
    invoiceIssuedAt: d.invoice.issuedAt,
    orderId: d.invoice.orderId,
    issuedAt: d.refund.at,
    reason,
    supplier: d.invoice.supplier,
    customer: d.invoice.customer,
    placeOfSupply: d.invoice.placeOfSupply,
    supply: d.invoice.supply,
    sac: d.invoice.items[0]?.sac ?? '',
    line: creditedLine(d.invoice, d.earlier, amount),
  }))(nextCreditNoteNumber(d.issuedNumbers, d.centreCode, d.refund.at))
}
