import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { EpochMs } from '../shared/brands'
import type { GatewayError } from '../shared/errors'
import type { Clock } from '../shared/clock.port'
import type { SellablePack } from './catalog'
import { ptSellable } from './pt-sale.rule'
import { type AddOnSaleItem, addOnSellable, remainingMembershipDays } from './add-on-sale.rule'
import type { AddOnPack, MembershipExchange } from './pack'
import type { PackCatalog } from './pack-catalog.port'
import { type Quote } from './price-quote.rule'
import { type AddOnNotFound, type PackNotFound, addOnNotFound, packNotFound } from './sell-pack.errors'
import { type PriceRequest, quoteSale } from './compute-price'

export type ComputePriceDeps = { readonly catalog: PackCatalog; readonly clock: Clock }

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
