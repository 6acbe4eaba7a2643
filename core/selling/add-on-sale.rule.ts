import type { EpochMs } from '../shared/brands'
import { epochMs } from '../shared/brands'
import { centreDayOf, startOfCentreDay } from '../shared/centre-day'
import { DAY_MS } from '../shared/constants'
import type { SellablePack, SuggestedStart } from './catalog'
import type { AddOnPack } from './pack'

/**
 * An add-on sold on its own against a customer's membership (/sell-add-on-packs, opened from Sell
 * Add-ons on an active membership): the membership's id as the profile knows it, and its days.
 */
export type AddOnSaleItem = {
  readonly membershipId: number
  readonly membershipStart: EpochMs
  readonly membershipEnd: EpochMs
}

/** The membership is running or upcoming: an add-on can be sold against it. */
export const addOnSellableAgainst = (m: Pick<AddOnSaleItem, 'membershipEnd'>, now: EpochMs): boolean => m.membershipEnd > now

/**
 * Where an add-on sold against a membership may start: from today (or the membership's first day,
 * when it has not started) to the membership's last day. The window is in whole days after the
 * suggested start, as the sale's start-date rule counts it.
 */
export const addOnStartWindow = (m: AddOnSaleItem, now: EpochMs): { readonly suggested: SuggestedStart; readonly windowDays: number } => {
  const first = startOfCentreDay(centreDayOf(epochMs(Math.max(now, m.membershipStart))))
  const lastDay = startOfCentreDay(centreDayOf(epochMs(Math.max(first, m.membershipEnd - 1))))
  return { suggested: { start: first, day: centreDayOf(first) }, windowDays: Math.max(0, Math.round((lastDay - first) / DAY_MS)) }
}

/** Days the membership still runs from the add-on's start (the add-on list's base pack duration). */
export const remainingMembershipDays = (m: AddOnSaleItem, now: EpochMs): number =>
  Math.max(0, Math.ceil((m.membershipEnd - Math.max(now, m.membershipStart)) / DAY_MS))

/**
 * An add-on in the shape a sale prices and orders: its listing price is the selling price (GST
 * inside, as the add-on list gives it); it runs its own days, never past the membership. An add-on is no membership tier: membershipType and
 * productType are placeholders no add-on rule reads.
 */
export const addOnSellable = (a: AddOnPack, centerId: number, remainingDays: number): SellablePack => ({
  id: a.id,
  productId: a.productId,
  title: a.product.title,
  ...(a.product.description === undefined ? {} : { displayName: a.product.description }),
  durationInDays: Math.min(a.durationInDays ?? remainingDays, remainingDays),
  price: a.price.listingPrice,
  centerId,
  membershipType: 'SELECT',
  productType: 'GYMFIT_FITNESS_PRODUCT',
  listingPrice: a.price.listingPrice,
  mrp: a.price.listingPrice,
  offers: [],
})
