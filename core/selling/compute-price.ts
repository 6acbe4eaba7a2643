import type { Paise } from '../shared/brands'
import { paise } from '../shared/brands'
import type { PtPacksQuery, SellablePack } from './catalog'
import { type AddOnSaleItem } from './add-on-sale.rule'
import { groupOfferSaving } from './group-offer-saving.rule'
import type { AddOnPack, MembershipExchange } from './pack'
import { type Quote, computeQuote } from './price-quote.rule'
import { exchangeDiscount } from './plan-options.rule'

export type PriceRequest = {
  readonly centerId: number
  readonly centerServiceId: number
  readonly userId?: string
  /** The pack's id or product id. */
  readonly packId: string
  /** 1, or 2 to 5 in a group buy. */
  readonly users?: number
  readonly addOnIds?: readonly string[]
  /** Spot offers applied to this sale. */
  readonly esoOfferIds?: readonly string[]
  /** Upgrade to premium: the membership exchanged for this pack. */
  readonly exchangeMembershipId?: string
  readonly specialDiscount?: Paise
  /** A PT pack sale: the pack is looked up among the PT packs by level (part 2 §7), not the membership packs. */
  readonly pt?: PtSaleItem
  /**
   * An add-on sold on its own against a membership (/sell-add-on-packs): `packId` is the add-on's
   * id or product id, looked up among the add-ons that fit the membership's remaining days.
   */
  readonly addOnFor?: AddOnSaleItem
}

/** What finds a PT pack: the customer's phone, the centre's city and the product type (GYM_PT_PRODUCT or the trial). */
export type PtSaleItem = { readonly phone: string; readonly cityId: number; readonly productType: PtPacksQuery['productType'] }

/** The discount of the sale's special offers: the group offer in a group buy, and the applied spot offers. */
const specialDiscountOf = (r: PriceRequest, pack: SellablePack, users: number): Paise => {
  const group = users >= 2 && pack.offers.some((o) => o.isGroupOffer) ? groupOfferSaving([], pack.offers, users).total : 0
  const spot = pack.offers.filter((o) => (r.esoOfferIds ?? []).includes(o.offerId)).reduce((s, o) => s + o.discount, 0)
  return paise(group + spot + (r.specialDiscount ?? 0))
}

/** The quote of a sale with the pack's own data: (price + platform fee) per user, add-ons, discounts. */
export const quoteSale = (r: PriceRequest, pack: SellablePack, addOns: readonly AddOnPack[], exchange: MembershipExchange | undefined): Quote => {
  const users = Math.max(1, r.users ?? 1)
  return computeQuote({
    sellingPrice: pack.price,
    ...(pack.taxBreakup === undefined ? {} : { taxPercent: pack.taxBreakup.taxPercent }),
    ...(pack.fees === undefined ? {} : { fees: pack.fees }),
    users,
    addOns,
    exchangeDiscount: exchangeDiscount(exchange, exchange?.isValidExchange === true),
    specialDiscount: specialDiscountOf(r, pack, users),
  })
}
