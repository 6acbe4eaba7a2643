import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { EpochMs, Paise } from '../shared/brands'
import { paise } from '../shared/brands'
import type { GatewayError } from '../shared/errors'
import type { Clock } from '../shared/clock.port'
import type { PtPacksQuery, SellablePack } from './catalog'
import { ptSellable } from './pt-sale.rule'
import { type AddOnSaleItem, addOnSellable, remainingMembershipDays } from './add-on-sale.rule'
import { groupOfferSaving } from './group-offer-saving.rule'
import type { AddOnPack, MembershipExchange } from './pack'
import type { PackCatalog } from './pack-catalog.port'
import { type Quote, computeQuote } from './price-quote.rule'
import { exchangeDiscount } from './plan-options.rule'
import { type AddOnNotFound, type PackNotFound, addOnNotFound, packNotFound } from './sell-pack.errors'

export type ComputePriceDeps = { readonly catalog: PackCatalog; readonly clock: Clock }

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

const addOnSalePacks = (d: ComputePriceDeps, r: PriceRequest, m: AddOnSaleItem): TaskEither<GatewayError, readonly SellablePack[]> => {
  const days = remainingMembershipDays(m, d.clock.now())
  return pipe(
    d.catalog.addOnPacks({ centerServiceId: r.centerServiceId, userId: r.userId ?? '', basePackDuration: days, isPrePurchaseFlow: false }),
    TE.map((list) => list.map((a) => addOnSellable(a, r.centerId, days))),
  )
}

const salePacks = (d: ComputePriceDeps, r: PriceRequest): TaskEither<GatewayError, readonly SellablePack[]> =>
  r.addOnFor !== undefined
    ? addOnSalePacks(d, r, r.addOnFor)
    : r.pt === undefined
    ? d.catalog.packs(r.userId === undefined ? { centerId: r.centerId } : { centerId: r.centerId, userId: r.userId })
    : pipe(
        d.catalog.ptPacks({ userId: r.userId ?? '', phone: r.pt.phone, centerId: r.centerId, cityId: r.pt.cityId, productType: r.pt.productType }),
        TE.map((levels) => levels.flatMap((l) => l.packs).map(ptSellable)),
      )

export type PriceResult = {
  readonly pack: SellablePack
  readonly addOns: readonly AddOnPack[]
  readonly exchange?: MembershipExchange
  readonly quote: Quote
}

export type ComputePriceError = PackNotFound | AddOnNotFound | GatewayError

const findPack = (packs: readonly SellablePack[], id: string): TaskEither<PackNotFound, SellablePack> => {
  const pack = packs.find((p) => p.id === id || p.productId === id)
  return pack === undefined ? TE.left(packNotFound()) : TE.right(pack)
}

const chosenAddOns = (d: ComputePriceDeps, r: PriceRequest, pack: SellablePack): TaskEither<ComputePriceError, readonly AddOnPack[]> => {
  const ids = r.addOnIds ?? []
  if (ids.length === 0) return TE.right([])
  return pipe(
    d.catalog.addOnPacks({ centerServiceId: r.centerServiceId, userId: r.userId ?? '', basePackDuration: pack.durationInDays, isPrePurchaseFlow: true }),
    TE.chainW((all) => {
      const missing = ids.find((id) => !all.some((a) => a.id === id || a.productId === id))
      return missing === undefined ? TE.right(all.filter((a) => ids.includes(a.id) || ids.includes(a.productId))) : TE.left(addOnNotFound(missing))
    }),
  )
}

const exchangeFor = (d: ComputePriceDeps, r: PriceRequest, pack: SellablePack, now: EpochMs): TaskEither<GatewayError, MembershipExchange | undefined> =>
  r.exchangeMembershipId === undefined || r.userId === undefined
    ? TE.right(undefined)
    : d.catalog.membershipExchange({ membershipId: r.exchangeMembershipId, exchangeTime: now, packId: pack.id, userId: r.userId })

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

/**
 * computePrice: the quote for a sale (pack, users, add-ons, offers, exchange, platform fee) with
 * the lines of the Taxes and fees modal.
 */
export const computePrice =
  (d: ComputePriceDeps) =>
  (r: PriceRequest): TaskEither<ComputePriceError, PriceResult> =>
    pipe(
      salePacks(d, r),
      TE.chainW((packs) => findPack(packs, r.packId)),
      TE.bindTo('pack'),
      TE.bindW('addOns', ({ pack }) => chosenAddOns(d, r, pack)),
      TE.bindW('exchange', ({ pack }) => exchangeFor(d, r, pack, d.clock.now())),
      TE.map(({ pack, addOns, exchange }) => ({
        pack,
        addOns,
        ...(exchange === undefined ? {} : { exchange }),
        quote: quoteSale(r, pack, addOns, exchange),
      })),
    )
