import type { EpochMs, Paise } from '../shared/brands'
import { paise } from '../shared/brands'
import { formatRupees } from '../shared/money'
import { type GstInvoiceLine, type GstSupply, gstInvoiceTotals, gstLineOfInclusivePrice, gstSupplyOf } from './gst-invoice.rule'

/**
 * A GST tax invoice of a paid order (docs/decisions/payment.md): who supplies (the centre, its
 * GSTIN and state), to whom (the customer's name and state), what (one line per pack sold, with
 * its SAC code) and the figures of the GST rule, whose totals are the amount paid to the paisa.
 */

/** SAC of fitness: physical well-being services including health club and fitness centre. */
export const SAC_FITNESS = '999723'
/** SAC of sport: sports and recreational sports facility operation services (play arenas). */
export const SAC_SPORTS_FACILITY = '999652'

/** The SAC code of what a centre of a type sells: a play arena runs sports facilities, every other centre fitness. */
export const sacOfCentreType = (centreType: string): string => (centreType === 'PLAY' ? SAC_SPORTS_FACILITY : SAC_FITNESS)

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/

/** The check character of the first 14 characters of a GSTIN (the mod-36 Luhn sum GSTINs use). */
export const gstinCheckCharacter = (first14: string): string => {
  let sum = 0
  for (let i = 0; i < first14.length; i++) {
    const v = GSTIN_CHARS.indexOf(first14.charAt(i))
    const product = v * (i % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return GSTIN_CHARS.charAt((36 - (sum % 36)) % 36)
}

/** A GSTIN: state code, PAN, entity number, 'Z' and a check character that matches. */
export const isGstin = (text: string): boolean => GSTIN_SHAPE.test(text) && gstinCheckCharacter(text.slice(0, 14)) === text.charAt(14)

/** The two-digit state code a GSTIN starts with. */
export const gstinStateCode = (gstin: string): string => gstin.slice(0, 2)

/** The supplier: a centre and the registration it invoices under. */
export type TaxInvoiceSupplier = {
  readonly legalName: string
  readonly centreName: string
  readonly gstin: string
  readonly state: string
  readonly stateCode: string
}

export type TaxInvoiceCustomer = { readonly name: string; readonly state: string }

export type TaxInvoiceItem = { readonly description: string; readonly sac: string; readonly line: GstInvoiceLine }

export type TaxInvoice = {
  readonly invoiceNo: string
  readonly orderId: string
  readonly issuedAt: EpochMs
  readonly supplier: TaxInvoiceSupplier
  readonly customer: TaxInvoiceCustomer
  /** The state the supply is taxed in: the customer's. */
  readonly placeOfSupply: string
  readonly supply: GstSupply
  readonly items: readonly TaxInvoiceItem[]
  readonly totals: GstInvoiceLine
}

/**
 * Shares an amount over weights in whole paise, each share in proportion (largest remainder), so
 * the shares add up to the amount exactly. No weight above zero: equal shares.
 */
export const allocatePaise = (amount: number, weights: readonly number[]): readonly number[] => {
  const total = Math.max(0, Math.round(amount))
  if (weights.length === 0) return []
  const w = weights.map((x) => (Number.isFinite(x) && x > 0 ? x : 0))
  const sum = w.reduce((a, b) => a + b, 0)
  const basis = sum > 0 ? w : w.map(() => 1)
  const basisSum = sum > 0 ? sum : w.length
  const exact = basis.map((x) => (total * x) / basisSum)
  const floors = exact.map(Math.floor)
  let left = total - floors.reduce((a, b) => a + b, 0)
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i)
  const shares = [...floors]
  for (const { i } of order) {
    if (left <= 0) break
    shares[i] = (shares[i] ?? 0) + 1
    left -= 1
  }
  return shares
}

export type TaxInvoiceDraft = {
  readonly invoiceNo: string
  readonly orderId: string
  readonly issuedAt: EpochMs
  readonly supplier: TaxInvoiceSupplier
  readonly customer: { readonly name: string; readonly state?: string }
  /** The amount paid for the order, GST included. */
  readonly amountPaid: Paise
  /** What the order sold, at its GST-inclusive list prices (the amount paid is shared over them). */
  readonly items: readonly { readonly description: string; readonly sac: string; readonly price: Paise }[]
}

/**
 * The invoice of a paid order: the amount paid is shared over the items in proportion to their
 * prices (a discount lowers every line alike), each line split into taxable value and GST by the
 * GST rule; the customer's state is the centre's when not known.
 */
export const buildTaxInvoice = (d: TaxInvoiceDraft): TaxInvoice => {
  const customerState = (d.customer.state ?? '').trim() === '' ? d.supplier.state : (d.customer.state ?? '').trim()
  const supply = gstSupplyOf(d.supplier.state, customerState)
  const shares = allocatePaise(d.amountPaid, d.items.map((i) => i.price))
  const items = d.items.map((it, k) => ({ description: it.description, sac: it.sac, line: gstLineOfInclusivePrice(paise(shares[k] ?? 0), supply) }))
  return {
    invoiceNo: d.invoiceNo,
    orderId: d.orderId,
    issuedAt: d.issuedAt,
    supplier: d.supplier,
    customer: { name: d.customer.name, state: customerState },
    placeOfSupply: customerState,
    supply,
    items,
    totals: gstInvoiceTotals(items.map((i) => i.line)),
  }
}

/** The file name of a document: its number with the slashes as hyphens ('tax-invoice-BLR1-26-27-00042.pdf'). */
export const taxDocumentFileName = (kind: 'tax-invoice' | 'credit-note', number: string): string => `${kind}-${number.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`

/**
 * An amount as a printed tax document writes it: 'Rs. 1,234.50' (the rupee sign is not in the
 * standard PDF fonts, so documents spell it).
 */
export const formatRupeesOnDocument = (p: Paise): string => formatRupees(p).replace('₹', 'Rs. ')
