import type { Paise } from '../shared/brands'
import { paise } from '../shared/brands'
import { GST_PERCENT } from '../shared/constants'
import {
  BASE_PRICE_LABEL,
  EXCHANGE_DISCOUNT_LABEL,
  PLATFORM_FEE_GST_LABEL,
  PLATFORM_FEE_LABEL,
  SPECIAL_DISCOUNT_LABEL,
  gstLabel,
} from '../shared/messages'
import type { AddOnPack } from './pack'

/** A GST-inclusive price split into its base and its GST; base + gst === price exactly. */
export type GstSplit = {
  readonly price: Paise
  readonly base: Paise
  readonly gst: Paise
  /** Half of the GST (the larger half when the GST is an odd number of paise). */
  readonly cgst: Paise
  readonly sgst: Paise
  readonly taxPercent: number
  readonly label: string
}

const nonNegative = (n: number): number => (Number.isFinite(n) && n > 0 ? Math.round(n) : 0)

/**
 * GST derived from a GST-inclusive selling price (§5 "GST is derived from the selling price"):
 * base = round(price x 100 / (100 + percent)), gst = price - base, so no paisa is lost;
 * CGST takes the larger half, SGST the rest. Negative prices count as zero.
 */
export const gstSplit = (price: Paise, taxPercent: number = GST_PERCENT): GstSplit => {
  const p = nonNegative(price)
  const pct = Number.isFinite(taxPercent) && taxPercent > 0 ? taxPercent : 0
  const base = Math.round((p * 100) / (100 + pct))
  const gst = p - base
  const cgst = Math.ceil(gst / 2)
  return {
    price: paise(p),
    base: paise(base),
    gst: paise(gst),
    cgst: paise(cgst),
    sgst: paise(gst - cgst),
    taxPercent: pct,
    label: gstLabel(pct),
  }
}

export type PlatformFee = {
  /** Platform fee per user, before its GST. */
  readonly platformFee: Paise
  /** GST on the platform fee per user; added only when the breakup is shown. */
  readonly platformFeeGst: Paise
  readonly isTaxBreakupShown: boolean
}

export type QuoteInput = {
  /** Selling price per user, GST inclusive. */
  readonly sellingPrice: Paise
  /** Tax percent of the pack (taxBreakup.taxPercent); 18 when absent. */
  readonly taxPercent?: number
  readonly fees?: PlatformFee
  /** Number of users buying (1, or 2 to 5 in a group buy). Below 1 counts as 1. */
  readonly users: number
  /** Chosen add-ons, each charged once at its GST-inclusive listing price. */
  readonly addOns?: readonly AddOnPack[]
  /** Exchange discount (0 unless the upgrade box is ticked on a valid exchange). */
  readonly exchangeDiscount?: Paise
  readonly specialDiscount?: Paise
}

export type QuoteLineKind = 'basePrice' | 'gst' | 'platformFee' | 'platformFeeGst' | 'addOn' | 'exchangeDiscount' | 'specialDiscount'

/** One line of the Taxes and fees breakdown; discounts are negative. */
export type QuoteLine = { readonly kind: QuoteLineKind; readonly label: string; readonly amount: Paise }

export type Quote = {
  readonly users: number
  /** The GST split of one user's selling price. */
  readonly perUser: GstSplit
  /** Platform fee per user including its GST when shown. */
  readonly platformFeePerUser: Paise
  readonly addOnsTotal: Paise
  /** Amount before discounts. */
  readonly subtotal: Paise
  /** Discounts actually applied (clamped so the total never goes below zero). */
  readonly exchangeDiscount: Paise
  readonly specialDiscount: Paise
  readonly total: Paise
  /** Lines of the Taxes and fees modal; they always sum exactly to `total`. */
  readonly lines: readonly QuoteLine[]
}

/**
 * Total payable = (price + platform fee) per user x users + add-ons - exchange discount -
 * special discount (§5). The exchange discount is applied first; each discount is clamped to
 * what is left, so the total is never negative. Every amount is integer paise.
 */
export const computeQuote = (input: QuoteInput): Quote => {
  const users = Math.max(1, Math.floor(Number.isFinite(input.users) ? input.users : 1))
  const perUser = gstSplit(input.sellingPrice, input.taxPercent ?? GST_PERCENT)
  const fee = nonNegative(input.fees?.platformFee ?? 0)
  const feeGst = input.fees?.isTaxBreakupShown === true ? nonNegative(input.fees.platformFeeGst) : 0
  const addOnLines: QuoteLine[] = (input.addOns ?? []).map((a) => ({
    kind: 'addOn',
    label: a.product.title,
    amount: paise(nonNegative(a.price.listingPrice)),
  }))
  const addOnsTotal = addOnLines.reduce((s, l) => s + l.amount, 0)
  const subtotal = users * (perUser.price + fee + feeGst) + addOnsTotal
  const exchange = Math.min(nonNegative(input.exchangeDiscount ?? 0), subtotal)
  const special = Math.min(nonNegative(input.specialDiscount ?? 0), subtotal - exchange)
  const total = subtotal - exchange - special

  const line = (kind: QuoteLineKind, label: string, amount: number): QuoteLine => ({ kind, label, amount: paise(amount) })
  const lines: QuoteLine[] = [
    line('basePrice', BASE_PRICE_LABEL, users * perUser.base),
    line('gst', perUser.label, users * perUser.gst),
    ...(fee > 0 ? [line('platformFee', PLATFORM_FEE_LABEL, users * fee)] : []),
    ...(feeGst > 0 ? [line('platformFeeGst', PLATFORM_FEE_GST_LABEL, users * feeGst)] : []),
    ...addOnLines,
    ...(exchange > 0 ? [line('exchangeDiscount', EXCHANGE_DISCOUNT_LABEL, -exchange)] : []),
    ...(special > 0 ? [line('specialDiscount', SPECIAL_DISCOUNT_LABEL, -special)] : []),
  ]
  return {
    users,
    perUser,
    platformFeePerUser: paise(fee + feeGst),
    addOnsTotal: paise(addOnsTotal),
    subtotal: paise(subtotal),
    exchangeDiscount: paise(exchange),
    specialDiscount: paise(special),
    total: paise(total),
    lines,
  }
}
