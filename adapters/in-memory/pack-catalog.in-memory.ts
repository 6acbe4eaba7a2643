import { fromZonedTime, formatInTimeZone } from 'date-fns-tz'
import * as TE from 'fp-ts/TaskEither'
import type { CatalogOffer, CatalogPtPack, PremiumConfig, PtPackLevel, SellablePack, Sport } from '../../core/selling/catalog'
import type { AddOnPack, BootcampSlot } from '../../core/selling/pack'
import type { PackCatalog } from '../../core/selling/pack-catalog.port'
import { epochMs, paise } from '../../core/shared/brands'
import type { Clock } from '../../core/shared/clock.port'
import { DAY_MS, UPGRADE_MIN_REMAINING_DAYS } from '../../core/shared/constants'
import { notFound, rejected } from '../../core/shared/errors'
import { CENTRE_TIME_ZONE } from '../../core/shared/zone'

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
}

export type InMemoryPackCatalog = PackCatalog & {
  readonly preferences: ReadonlyMap<string, string>
  readonly grants: () => readonly { userId: string; offerId: string }[]
}

const startOfCentreDay = (t: number): number =>
  fromZonedTime(`${formatInTimeZone(t, CENTRE_TIME_ZONE, 'yyyy-MM-dd')}T00:00:00`, CENTRE_TIME_ZONE).getTime()

/** The catalogue over fixed data, with the behaviour the sandbox has: grants once per key, full slots refused. */
export const createInMemoryPackCatalog = (data: InMemoryCatalogData, clock: Clock): InMemoryPackCatalog => {
  const grantsByKey = new Map<string, string>()
  const grants: { userId: string; offerId: string }[] = []
  const preferences = new Map<string, string>()
  const slots = new Map((data.slots ?? []).map((s) => [s.bootcampSlotId, s]))
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
    playPtPacks: () => TE.right(data.playPtPacks ?? []),
    addOnPacks: () => TE.right(data.addOns ?? []),
    ptSpotOffers: (q) => TE.right((data.spotOffers ?? []).filter((o) => o.productIds.length === 0 || o.productIds.some((id) => q.productIds.includes(id)))),
    addSpotOffer: (r) => {
      const kept = grantsByKey.get(r.idempotenceKey)
      if (kept !== undefined) return TE.right({ grantId: kept })
      const unknown = r.offerIds.find((id) => !(data.spotOffers ?? []).some((o) => o.offerId === id))
      if (unknown !== undefined) return TE.left(rejected('Spot Offer not enabled'))
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
          : { result: 'NOT_ELIGIBLE', eligibleOfferIds: eligible, message: 'Spot Offer not enabled' },
      )
    },
    membershipExchange: (q) => {
      const m = (data.memberships ?? []).find((x) => x.id === q.membershipId && x.userId === q.userId)
      if (m === undefined) return TE.left(notFound('Membership not found'))
      const constraints = { exchangeFee: paise(50_000), maxDiscountPercentage: 50, maxDiscountAbsolute: paise(2_000_000) }
      const remaining = m.end - Math.max(q.exchangeTime, m.start)
      if (remaining < UPGRADE_MIN_REMAINING_DAYS * DAY_MS)
        return TE.right({ isValidExchange: false, discountValue: paise(0), invalidReason: 'Exchange is not applicable', exchangeConstraints: constraints })
      const unused = Math.floor((m.price * remaining) / (m.end - m.start))
      return TE.right({ isValidExchange: true, discountValue: paise(Math.max(0, Math.min(unused - constraints.exchangeFee, constraints.maxDiscountAbsolute))), exchangeConstraints: constraints })
    },
    validStartDate: () => {
      const start = startOfCentreDay(clock.now())
      return TE.right({ start: epochMs(start), day: formatInTimeZone(start, CENTRE_TIME_ZONE, 'yyyy-MM-dd') })
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
      return c === undefined ? TE.left(notFound('No Config present')) : TE.right(c)
    },
    sports: () => TE.right(data.sports ?? []),
  }
}
