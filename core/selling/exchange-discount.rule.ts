import type { Paise } from '../shared/brands'
import { paise } from '../shared/brands'
import type { MembershipExchange } from './pack'

const nonNegative = (n: number): number => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0)

const percent = (n: number): number => (Number.isFinite(n) && n > 0 ? Math.min(100, n) : 0)

/**
 * The exchange discount within the exchange's constraints (part 2 §3 Membership exchange; the
 * spec names the fields but not their arithmetic, so this is our reading, recorded in the audit):
 * the offered discountValue, never more than maxDiscountAbsolute, never more than
 * maxDiscountPercentage percent of the new pack's price (rounded down to the paisa), never
 * negative. exchangeFee is NOT deducted again: the server's discountValue is already net of the
 * fee (as the sandbox computes it). Without constraints the discount is only kept non-negative.
 * Capping a capped discount changes nothing.
 */
export const cappedExchangeDiscount = (exchange: MembershipExchange, packPrice: Paise): Paise => {
  const offered = nonNegative(exchange.discountValue)
  const c = exchange.exchangeConstraints
  if (c === undefined) return paise(offered)
  const byPercent = Math.floor((nonNegative(packPrice) * percent(c.maxDiscountPercentage)) / 100)
  return paise(Math.min(offered, nonNegative(c.maxDiscountAbsolute), byPercent))
}
