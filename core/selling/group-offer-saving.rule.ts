import type { Paise } from '../shared/brands'
import { paise } from '../shared/brands'
import { GROUP_OFFER_DEFAULT_SAVING_RUPEES } from '../shared/constants'
import { rupeesToPaise } from '../shared/money'
import type { Offer, PriceBreakupEntry } from './pack'

export const GROUP_OFFER_DEFAULT_SAVING: Paise = rupeesToPaise(GROUP_OFFER_DEFAULT_SAVING_RUPEES)

export type GroupOfferSaving = { readonly perUser: Paise; readonly total: Paise; readonly isDefault: boolean }

/**
 * The saving shown for a group offer (§5): the discount of the first price-breakup entry that
 * belongs to a group offer (and is above zero), per user; ₹1,000 per user when none is found.
 * `total` is the per-user saving times the number of users (at least 1).
 */
export const groupOfferSaving = (
  breakup: readonly PriceBreakupEntry[],
  offers: readonly Offer[],
  users: number,
): GroupOfferSaving => {
  const groupOfferIds = new Set(offers.filter((o) => o.isGroupOffer).map((o) => o.offerId))
  const found = breakup.find((b) => groupOfferIds.has(b.offerId) && b.discount > 0)
  const perUser = found?.discount ?? GROUP_OFFER_DEFAULT_SAVING
  const n = Math.max(1, Math.floor(users))
  return { perUser, total: paise(perUser * n), isDefault: found === undefined }
}
