import type { Paise } from '../shared/brands'
import { paise } from '../shared/brands'
import { GST_PERCENT } from '../shared/constants'
import { gstSplit } from '../selling/price-quote.rule'

/**
 * GST on a tax invoice (18%: CGST 9% + SGST 9% within a state, IGST 18% across states).
 *
 * Rounding (docs/decisions/payment.md):
 * - each line's tax is computed once, on the line, and rounded half up to the paisa;
 * - within a state that tax is split in two: CGST takes the larger half, SGST the rest (as the
 *   sale's Taxes and fees breakdown shows it), so CGST + SGST is always the IGST of the same value;
 * - a line's total is its taxable value plus its taxes; the invoice's figures are the sums of its
 *   lines' figures, never recomputed from a total, so lines, taxes and totals add up to the paisa.
 */

/** Where the supply is taxed: within the centre's state (CGST + SGST) or across states (IGST). */
export type GstSupply = 'INTRA_STATE' | 'INTER_STATE'

/** One line (or the totals) of a tax invoice, in paise; every part is 0 or more. */
export type GstInvoiceLine = {
  readonly taxable: Paise
  readonly cgst: Paise
  readonly sgst: Paise
  readonly igst: Paise
  /** taxable + cgst + sgst + igst. */
  readonly total: Paise
}

const normaliseState = (s: string | undefined): string => (s ?? '').trim().toUpperCase()

/**
 * The supply of a sale at a centre: across states only when the place of supply is known and is
 * another state; a member buying at the desk is supplied in the centre's state.
 */
export const gstSupplyOf = (centreState: string, placeOfSupplyState?: string): GstSupply => {
  const place = normaliseState(placeOfSupplyState)
  return place === '' || place === normaliseState(centreState) ? 'INTRA_STATE' : 'INTER_STATE'
}

/**
 * The largest amount whose GST is computed exactly (118 x amount stays a safe integer): about
 * ₹76,000 crore, far above any order. Larger amounts count as this much.
 */
export const GST_EXACT_UP_TO = Math.floor(Number.MAX_SAFE_INTEGER / 118)

const nonNegativePaise = (n: number): number => (Number.isFinite(n) && n > 0 ? Math.min(Math.round(n), GST_EXACT_UP_TO) : 0)
const validPercent = (p: number): number => (Number.isFinite(p) && p > 0 ? p : 0)

const lineOf = (taxable: number, tax: number, supply: GstSupply): GstInvoiceLine => {
  const cgst = supply === 'INTRA_STATE' ? Math.ceil(tax / 2) : 0
  const sgst = supply === 'INTRA_STATE' ? tax - cgst : 0
  const igst = supply === 'INTER_STATE' ? tax : 0
  return { taxable: paise(taxable), cgst: paise(cgst), sgst: paise(sgst), igst: paise(igst), total: paise(taxable + tax) }
}

/** The tax on a taxable value: percent of it, rounded half up to the paisa. */
export const gstOnTaxableValue = (taxable: Paise, percent: number = GST_PERCENT): Paise =>
  paise(Math.round((nonNegativePaise(taxable) * validPercent(percent)) / 100))

/** An invoice line for a taxable value (GST added on top). Negative values count as zero. */
export const gstLineOfTaxableValue = (taxable: Paise, supply: GstSupply, percent: number = GST_PERCENT): GstInvoiceLine => {
  const value = nonNegativePaise(taxable)
  return lineOf(value, gstOnTaxableValue(paise(value), percent), supply)
}

/**
 * An invoice line for a GST-inclusive price (the portal's listing and selling prices): the taxable
 * value is the price without its GST to the nearest paisa and the tax is the rest, exactly as the
 * sale's breakdown derives it, so the line's total is the price paid. Negative prices count as zero.
 */
export const gstLineOfInclusivePrice = (price: Paise, supply: GstSupply, percent: number = GST_PERCENT): GstInvoiceLine => {
  const split = gstSplit(paise(nonNegativePaise(price)), validPercent(percent))
  return lineOf(split.base, split.gst, supply)
}

/** The invoice's totals: each column summed over its lines. */
export const gstInvoiceTotals = (lines: readonly GstInvoiceLine[]): GstInvoiceLine => {
  const sum = (pick: (l: GstInvoiceLine) => number): Paise => paise(lines.reduce((acc, l) => acc + pick(l), 0))
  return { taxable: sum((l) => l.taxable), cgst: sum((l) => l.cgst), sgst: sum((l) => l.sgst), igst: sum((l) => l.igst), total: sum((l) => l.total) }
}

/** The tax of a line or of the totals: CGST + SGST + IGST. */
export const gstTaxOf = (line: GstInvoiceLine): Paise => paise(line.cgst + line.sgst + line.igst)
