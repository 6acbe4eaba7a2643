import { DAY_MS, UPGRADE_MIN_REMAINING_DAYS } from '../../../core/shared/constants'

/**
 * The server's membership exchange (upgrade) terms (part 2 §3 Membership exchange), in rupees as
 * the wire carries them: the fee taken from the old membership's unused value, and the caps on
 * the discount (a percentage of the new pack's price and an absolute figure). The sandbox and the
 * in-memory catalogue quote with the same terms.
 */
export const EXCHANGE_CONSTRAINTS = { exchangeFee: 500, maxDiscountPercentage: 50, maxDiscountAbsolute: 20000 } as const

/**
 * The exchange discount the server offers, in whole rupees: the unused value of the old membership
 * (its price in paise, pro rata of the time left at `at`), less the exchange fee, capped by the
 * percentage of the new pack's price and the absolute figure, never negative. Undefined (no valid
 * exchange) with under UPGRADE_MIN_REMAINING_DAYS days left.
 */
export const exchangeDiscountRupees = (old: { readonly pricePaise: number; readonly start: number; readonly end: number }, newPackPricePaise: number, at: number): number | undefined => {
  const remainingMs = old.end - Math.max(at, old.start)
  if (remainingMs < UPGRADE_MIN_REMAINING_DAYS * DAY_MS) return undefined
  const c = EXCHANGE_CONSTRAINTS
  const unusedRupees = Math.floor((old.pricePaise * remainingMs) / (old.end - old.start) / 100)
  return Math.max(0, Math.min(unusedRupees - c.exchangeFee, Math.floor((newPackPricePaise / 100) * (c.maxDiscountPercentage / 100)), c.maxDiscountAbsolute))
}
