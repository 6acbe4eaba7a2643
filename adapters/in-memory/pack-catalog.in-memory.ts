import * as TE from 'fp-ts/TaskEither'
import type {
  ActiveClient,
  ActiveUserMembership,
  CatalogOffer,
  CatalogPtPack,
  CourseCategory,
  PremiumConfig,
  PtPackLevel,
  PtTrainer,
  SellablePack,
  Sport,
} from '../../core/selling/catalog'
import { isPremiumPack } from '../../core/selling/premium-pack.rule'
import type { AddOnPack, BootcampSlot } from '../../core/selling/pack'
import type { PackCatalog } from '../../core/selling/pack-catalog.port'
import { paise } from '../../core/shared/brands'
import type { Clock } from '../../core/shared/clock.port'
import { notFound, rejected } from '../../core/shared/errors'
import { EXCHANGE_NOT_APPLICABLE, MEMBERSHIP_NOT_FOUND, NO_CONFIG_PRESENT, NO_USER_DETAIL_FOUND, SPOT_OFFER_NOT_ENABLED } from '../../core/shared/messages'
import { rupeesToPaise } from '../../core/shared/money'
import { centreDayOf, startOfCentreDay } from '../../core/shared/centre-day'
import { EXCHANGE_CONSTRAINTS, exchangeDiscountRupees } from '../http/contract/exchange-terms'

/** A membership the catalogue knows, for exchange quotes. */
export type KnownMembership = { readonly id: string; readonly userId: string; readonly start: number; readonly end: number; readonly price: number }

export type InMemoryCatalogData = {
  readonly packs: readonly SellablePack[]
  readonly ptLevels?: readonly PtPackLevel[]
  readonly playPtPacks?: readonly CatalogPtPack[]
  readonly addOns?: readonly AddOnPack[]
  readonly spotOffers?: readonly CatalogOffer[]
  readonly slots?: readonly BootcampSlot[]
  readonly windowDays?: number
  readonly sports?: readonly Sport[]
  readonly premium?: readonly PremiumConfig[]
  readonly memberships?: readonly KnownMembership[]
  // ---- selling catalogue ----
  /** Centre ids by centre service id (calls that name a centre service id). */
  readonly centres?: readonly { readonly id: number; readonly centerServiceId: number }[]
  readonly trainers?: readonly (PtTrainer & { readonly centerServiceId: number })[]
  /** PT memberships of the centres' clients. */
  readonly ptClients?: readonly (ActiveClient & { readonly centerId: number })[]
  /** Every membership of the known users (ended ones too); the catalogue answers the running and upcoming ones. */
  readonly userMemberships?: readonly Omit<ActiveUserMembership, 'status'>[]
  /** The users the backend knows (others: NotFound 'No User Detail found'). */
  readonly users?: readonly string[]
  readonly courseCategories?: readonly (CourseCategory & { readonly centerServiceId: number })[]
  readonly academyPacks?: readonly (CatalogPtPack & { readonly courseCategoryId: string })[]
}

export type InMemoryPackCatalog = PackCatalog & {
  readonly preferences: ReadonlyMap<string, string>
  readonly grants: () => readonly { userId: string; offerId: string }[]
}

/** The catalogue over fixed data, with the behaviour the sandbox has: grants once per key, full slots refused. */
export const createInMemoryPackCatalog = (data: InMemoryCatalogData, clock: Clock): InMemoryPackCatalog => {
  const grantsByKey = new Map<string, string>()
  const grants: { userId: string; offerId: string }[] = []
  const preferences = new Map<string, string>()
  const slots = new Map((data.slots ?? []).map((s) => [s.bootcampSlotId, s]))
  const knownUser = (userId: string): boolean => data.users === undefined || data.users.includes(userId)
  const centreOf = (centerServiceId: number): number | undefined => (data.centres ?? []).find((c) => c.centerServiceId === centerServiceId)?.id
  const premiumAt = (centerServiceId: number): SellablePack[] => data.packs.filter((p) => p.centerId === centreOf(centerServiceId) && isPremiumPack(p))
  const offersOf = (p: { readonly offers: readonly CatalogOffer[] }): readonly CatalogOffer[] => p.offers
  const ptPacksListed = (): CatalogPtPack[] => [...(data.ptLevels ?? []).flatMap((l) => l.packs), ...(data.playPtPacks ?? [])]
  const uniqueOffers = (offers: readonly CatalogOffer[]): CatalogOffer[] => [...new Map(offers.map((o) => [o.offerId, o])).values()]
  return {
    preferences,
    grants: () => grants,
    packs: (q) => TE.right(data.packs.filter((p) => p.centerId === q.centerId)),
    ptPacks: (q) =>
      TE.right(
        (data.ptLevels ?? [])
          .map((l) => ({ ...l, packs: l.packs.filter((p) => p.centerId === q.centerId && p.productType === q.productType) }))
          .filter((l) => l.packs.length > 0),
      ),
    playPtPacks: (q) => TE.right((data.playPtPacks ?? []).filter((p) => data.centres === undefined || p.centerId === centreOf(q.centerServiceId))),
    addOnPacks: () => TE.right(data.addOns ?? []),
    ptSpotOffers: (q) =>
      TE.right(
        uniqueOffers([
          ...ptPacksListed().filter((p) => q.productIds.includes(p.productId) && p.centerId === q.centerId).flatMap((p) => offersOf(p).filter((o) => o.isSpotOffer)),
          ...(data.spotOffers ?? []).filter((o) => o.productIds.length === 0 || o.productIds.some((id) => q.productIds.includes(id))),
        ]),
      ),
    addSpotOffer: (r) => {
      const kept = grantsByKey.get(r.idempotenceKey)
      if (kept !== undefined) return TE.right({ grantId: kept })
      const known = [...(data.spotOffers ?? []), ...[...data.packs, ...ptPacksListed()].flatMap((p) => offersOf(p).filter((o) => o.isSpotOffer))]
      const unknown = r.offerIds.find((id) => !known.some((o) => o.offerId === id))
      if (unknown !== undefined) return TE.left(rejected(SPOT_OFFER_NOT_ENABLED))
      const grantId = `grant-${grantsByKey.size + 1}`
      grantsByKey.set(r.idempotenceKey, grantId)
      for (const offerId of r.offerIds) grants.push({ userId: r.userId, offerId })
      return TE.right({ grantId })
    },
    offerEligibility: (q) => {
      const eligible = q.offerIds.filter((id) => grants.some((g) => g.userId === q.userId && g.offerId === id))
      return TE.right(
        eligible.length === q.offerIds.length && eligible.length > 0
          ? { result: 'OK', eligibleOfferIds: eligible }
          : { result: 'NOT_ELIGIBLE', eligibleOfferIds: eligible, message: SPOT_OFFER_NOT_ENABLED },
      )
    },
    membershipExchange: (q) => {
      const m = (data.memberships ?? []).find((x) => x.id === q.membershipId && x.userId === q.userId)
      if (m === undefined) return TE.left(notFound(MEMBERSHIP_NOT_FOUND))
      const constraints = {
        exchangeFee: rupeesToPaise(EXCHANGE_CONSTRAINTS.exchangeFee),
        maxDiscountPercentage: EXCHANGE_CONSTRAINTS.maxDiscountPercentage,
        maxDiscountAbsolute: rupeesToPaise(EXCHANGE_CONSTRAINTS.maxDiscountAbsolute),
      }
      const pack = data.packs.find((p) => p.id === q.packId)
      if (pack === undefined) return TE.left(notFound(NO_CONFIG_PRESENT))
      const discount = exchangeDiscountRupees({ pricePaise: m.price, start: m.start, end: m.end }, pack.price, q.exchangeTime)
      if (discount === undefined) return TE.right({ isValidExchange: false, discountValue: paise(0), invalidReason: EXCHANGE_NOT_APPLICABLE, exchangeConstraints: constraints })
      return TE.right({ isValidExchange: true, discountValue: rupeesToPaise(discount), exchangeConstraints: constraints })
    },
    validStartDate: () => {
      const day = centreDayOf(clock.now())
      return TE.right({ start: startOfCentreDay(day), day })
    },
    selectionWindow: () => TE.right(data.windowDays ?? 30),
    bootcampSlots: () => TE.right([...slots.values()]),
    saveBootcampPreference: (q) => {
      const slot = slots.get(q.slotId)
      if (slot === undefined) return TE.left(notFound('Slot not found'))
      if (slot.consumedSlots >= slot.totalSlots) return TE.left(rejected('This slot is full'))
      preferences.set(q.userId, q.slotId)
      return TE.right(undefined)
    },
    premiumConfig: (q) => {
      const c = (data.premium ?? []).find((p) => p.packId === q.packId)
      return c === undefined ? TE.left(notFound(NO_CONFIG_PRESENT)) : TE.right(c)
    },
    sports: () => TE.right(data.sports ?? []),
    // ---- selling catalogue ----
    trainersLevelBreakdown: (q) => {
      const trainers = (data.trainers ?? []).filter((t) => t.centerServiceId === q.centerServiceId).map(({ centerServiceId: _c, ...t }) => t)
      const levels = [...new Set(trainers.map((t) => t.levelCode))].sort().map((levelCode) => ({ levelCode, count: trainers.filter((t) => t.levelCode === levelCode).length }))
      return TE.right({ trainers, levels })
    },
    activeClients: (q) => {
      const within = (data.ptClients ?? []).filter(
        (m) => m.centerId === q.centerId && (q.startTimeTo === undefined || m.start <= q.startTimeTo) && (q.endTimeFrom === undefined || m.end >= q.endTimeFrom),
      )
      const sorted = [...within].sort((a, b) => (q.sortOrder === 'DESC' ? b.start - a.start : a.start - b.start))
      return TE.right(sorted.slice(0, Math.max(0, Math.min(1000, q.limit ?? 100))).map(({ centerId: _c, ...m }) => m))
    },
    activeMemberships: (q) => {
      if (!knownUser(q.userId)) return TE.left(notFound(NO_USER_DETAIL_FOUND))
      const now = clock.now()
      return TE.right(
        (data.userMemberships ?? [])
          .filter((m) => m.userId === q.userId && m.end > now)
          .sort((a, b) => a.start - b.start)
          .map((m) => ({ ...m, status: m.start > now ? ('UPCOMING' as const) : ('ACTIVE' as const) })),
      )
    },
    courseCategories: (q) => TE.right((data.courseCategories ?? []).filter((c) => c.centerServiceId === q.centerServiceId).map(({ centerServiceId: _c, ...c }) => c)),
    academyPacks: (q) => {
      const centreId = centreOf(q.centerServiceId)
      return TE.right((data.academyPacks ?? []).filter((p) => p.centerId === centreId && p.courseCategoryId === q.courseCategoryId).map(({ courseCategoryId: _c, ...p }) => p))
    },
    premiumPacks: (q) => {
      if (!knownUser(q.userId)) return TE.left(notFound(NO_USER_DETAIL_FOUND))
      return TE.right(premiumAt(q.centerServiceId))
    },
    premiumSpotOffers: (q) => {
      if (!knownUser(q.userId)) return TE.left(notFound(NO_USER_DETAIL_FOUND))
      const premium = new Map(premiumAt(q.centerServiceId).map((p) => [p.productId, p]))
      return TE.right(uniqueOffers(q.productIds.flatMap((id) => (premium.get(id)?.offers ?? []).filter((o) => o.isSpotOffer))))
    },
    esoOffer: (q) => {
      if (!knownUser(q.userId)) return TE.left(notFound(NO_USER_DETAIL_FOUND))
      const granted = new Set(grants.filter((g) => g.userId === q.userId).map((g) => g.offerId))
      const products = [...data.packs, ...ptPacksListed()]
      const offers = q.productIds.flatMap((id) => {
        const p = products.find((x) => x.productId === id && x.centerId === q.centerId)
        return (p?.offers ?? []).filter((o) => o.isSpotOffer && granted.has(o.offerId))
      })
      return TE.right(uniqueOffers(offers))
    },
  }
}
