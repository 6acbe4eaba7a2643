import type { Paise } from '../shared/brands'
import { paise } from '../shared/brands'
import type { PtPack } from './pack'

/** The number of sessions of a PT pack: listingCategory.restrictions[0].restrictionCount. */
export const ptSessionCount = (pack: PtPack): number | undefined => pack.listingCategory.restrictions[0]?.restrictionCount

/**
 * Per-session price = selling price / session count, rounded to 2 decimals of a rupee, i.e. to
 * the nearest paisa (half up). Undefined when the pack has no positive session count.
 */
export const perSessionPrice = (sellingPrice: Paise, sessionCount: number | undefined): Paise | undefined =>
  sessionCount === undefined || !Number.isInteger(sessionCount) || sessionCount <= 0
    ? undefined
    : paise(Math.round(sellingPrice / sessionCount))

/**
 * priceDifference of a PT pack = the price the user is charged - the pack's listed selling price.
 * Positive: the user is charged more than listed; zero or negative: the user's price has dropped
 * to (or below) the listed price.
 */
export const priceDifference = (userPrice: Paise, listedSellingPrice: Paise): Paise => paise(userPrice - listedSellingPrice)

/** What the price-drop rule reads of a pack: the offers of its price breakup. */
export type PriceBreakupOf = { readonly price: { readonly breakup: readonly { readonly discount: number }[] } }

/** A price cut: some offer in the pack's price breakup takes money off. */
export const hasPriceCut = (pack: PriceBreakupOf): boolean => pack.price.breakup.some((b) => b.discount > 0)

/** §4 PT sale rules: the price has dropped when priceDifference <= 0 or the pack has a price cut. */
export const ptPriceDropped = (difference: Paise | undefined, pack: PriceBreakupOf): boolean =>
  (difference !== undefined && difference <= 0) || hasPriceCut(pack)

