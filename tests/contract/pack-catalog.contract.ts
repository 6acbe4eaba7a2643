import { SELLING_SEED_USERS } from '../../sandbox/seed/selling'
import { formatInTimeZone } from 'date-fns-tz'
import { describe, expect, it } from 'vitest'
import type { CatalogOffer, CatalogPtPack } from '../../core/selling/catalog'
import type { PackCatalog } from '../../core/selling/pack-catalog.port'
import { isPremiumPack } from '../../core/selling/premium-pack.rule'
import { epochMs } from '../../core/shared/brands'
import { CENTRE_TIME_ZONE } from '../../core/shared/zone'
import { CONTRACT_CENTRE } from '../support/selling-contract'

export type CatalogHarness = {
  readonly catalog: PackCatalog
  /** A customer the backend knows and nothing was done for yet. */
  freshUser(): Promise<{ readonly userId: string; readonly phone: string }>
}

const right = async <A>(te: () => Promise<{ _tag: 'Left'; left: { message: string } } | { _tag: 'Right'; right: A }>): Promise<A> => {
  const r = await te()
  if (r._tag === 'Left') throw new Error(r.left.message)
  return r.right
}

/** Centres of the seed: CULT with PT (6), the play arena (4), the bootcamp (5), the main gym (1). */
const PT_CENTRE = CONTRACT_CENTRE
const PLAY = { id: 4, centerServiceId: 1004 }
const BOOTCAMP = { centerServiceId: 1005 }
const GYM = { id: 1, centerServiceId: 1001 }

/** What every PackCatalog must do, every method of it (sandbox seed data). */
export const packCatalogContract = (name: string, make: () => Promise<CatalogHarness>): void => {
  describe(`PackCatalog contract: ${name}`, () => {
    it("lists the centre's own packs, each once, with a price in paise", async () => {
      const { catalog } = await make()
      const packs = await right(catalog.packs({ centerId: CONTRACT_CENTRE.id }))
      expect(packs.length).toBeGreaterThan(0)
      expect(new Set(packs.map((p) => p.id)).size).toBe(packs.length)
      for (const p of packs) {
        expect(p.centerId).toBe(CONTRACT_CENTRE.id)
        expect(Number.isInteger(p.price) && p.price > 0).toBe(true)
      }
    })

    it('lists PT packs by trainer level, only of the asked product type and centre', async () => {
      const { catalog, freshUser } = await make()
      const u = await freshUser()
      for (const productType of ['GYM_PT_PRODUCT', 'GYM_PT_PPC_PRODUCT'] as const) {
        const levels = await right(catalog.ptPacks({ userId: u.userId, phone: u.phone, centerId: PT_CENTRE.id, cityId: PT_CENTRE.cityId, productType }))
        expect(levels.length).toBeGreaterThan(0)
        for (const l of levels) {
          expect(l.packs.length).toBeGreaterThan(0)
          for (const p of l.packs) {
            expect(p.productType).toBe(productType)
            expect(p.centerId).toBe(PT_CENTRE.id)
            expect(p.levelCode).toBe(l.levelCode)
            expect(p.listingCategory.restrictions[0]?.restrictionCount).toBeGreaterThan(0)
          }
        }
      }
    })

    it("lists a play centre's play PT packs", async () => {
      const { catalog, freshUser } = await make()
      const packs = await right(catalog.playPtPacks({ userId: (await freshUser()).userId, centerServiceId: PLAY.centerServiceId }))
      expect(packs.length).toBeGreaterThan(0)
      for (const p of packs) {
        expect(p.productType).toBe('PLAY_PT')
        expect(p.centerId).toBe(PLAY.id)
      }
    })

    it('lists add-ons with a positive price, each once', async () => {
      const { catalog, freshUser } = await make()
      const addOns = await right(catalog.addOnPacks({ centerServiceId: GYM.centerServiceId, userId: (await freshUser()).userId, basePackDuration: 360 }))
      expect(addOns.length).toBeGreaterThan(0)
      expect(new Set(addOns.map((a) => a.productId)).size).toBe(addOns.length)
      for (const a of addOns) expect(a.price.listingPrice).toBeGreaterThan(0)
    })

    it('lists PT spot offers only for the asked packs, all of them spot offers', async () => {
      const { catalog, freshUser } = await make()
      const u = await freshUser()
      const levels = await right(catalog.ptPacks({ userId: u.userId, phone: u.phone, centerId: PT_CENTRE.id, cityId: PT_CENTRE.cityId, productType: 'GYM_PT_PRODUCT' }))
      const ids = levels.flatMap((l) => l.packs.map((p) => p.productId))
      const offers = await right(
        catalog.ptSpotOffers({ productType: 'GYM_PT_PRODUCT', productIds: ids, centerId: PT_CENTRE.id, centerServiceId: PT_CENTRE.centerServiceId, cityId: PT_CENTRE.cityId, userId: u.userId, phone: u.phone }),
      )
      expect(offers.length).toBeGreaterThan(0)
      for (const o of offers) {
        expect(o.isSpotOffer).toBe(true)
        expect(o.productIds.some((id) => ids.includes(id))).toBe(true)
      }
    })

    it('grants a spot offer once per idempotence key; then the user (only) is eligible and it is their eso offer', async () => {
      const { catalog, freshUser } = await make()
      const u = await freshUser()
      const other = await freshUser()
      const levels = await right(catalog.ptPacks({ userId: u.userId, phone: u.phone, centerId: PT_CENTRE.id, cityId: PT_CENTRE.cityId, productType: 'GYM_PT_PRODUCT' }))
      const spotOf = (p: CatalogPtPack): CatalogOffer | undefined => {
        const offers: readonly CatalogOffer[] = p.offers
        return offers.find((o) => o.isSpotOffer)
      }
      const withSpot = levels.flatMap((l) => l.packs).find((p) => spotOf(p) !== undefined)
      if (withSpot === undefined) throw new Error('no PT pack with a spot offer')
      const offerId = spotOf(withSpot)!.offerId
      expect(await right(catalog.esoOffer({ userId: u.userId, centerId: PT_CENTRE.id, productIds: [withSpot.productId] }))).toEqual([])
      const now = Date.now()
      const grant = { offerIds: [offerId], startDate: epochMs(now - 60_000), endDate: epochMs(now + 86_400_000), count: 1, userId: u.userId, phone: u.phone, addedBy: 'staff-owner', productType: 'GYM_PT_PRODUCT' as const, idempotenceKey: `k-${u.userId}` }
      const first = await right(catalog.addSpotOffer(grant))
      const again = await right(catalog.addSpotOffer(grant))
      expect(again.grantId).toBe(first.grantId)
      expect((await right(catalog.offerEligibility({ userId: u.userId, offerIds: [offerId] }))).result).toBe('OK')
      expect((await right(catalog.offerEligibility({ userId: other.userId, offerIds: [offerId] }))).result).toBe('NOT_ELIGIBLE')
      const eso = await right(catalog.esoOffer({ userId: u.userId, centerId: PT_CENTRE.id, productIds: [withSpot.productId] }))
      expect(eso.map((o) => o.offerId)).toEqual([offerId])
    })

    it('quotes an exchange within its constraints, and refuses one under 30 days left', async () => {
      const { catalog } = await make()
      const long = await right(catalog.activeMemberships({ userId: SELLING_SEED_USERS.activeLong }))
      const short = await right(catalog.activeMemberships({ userId: SELLING_SEED_USERS.activeShort }))
      const ok = await right(catalog.membershipExchange({ membershipId: long[0]!.id, exchangeTime: epochMs(Date.now()), packId: 'PACK-1-PRO-6M', userId: SELLING_SEED_USERS.activeLong }))
      expect(ok.isValidExchange).toBe(true)
      expect(ok.discountValue).toBeGreaterThan(0)
      expect(ok.discountValue).toBeLessThanOrEqual(ok.exchangeConstraints!.maxDiscountAbsolute)
      const no = await right(catalog.membershipExchange({ membershipId: short[0]!.id, exchangeTime: epochMs(Date.now()), packId: 'PACK-1-PRO-6M', userId: SELLING_SEED_USERS.activeShort }))
      expect(no.isValidExchange).toBe(false)
    })

    it('suggests a start at the start of a Kolkata day, not before today, and a selection window', async () => {
      const { catalog } = await make()
      const s = await right(catalog.validStartDate({ durationSeconds: 30 * 86_400, tenant: 'CULT', userId: SELLING_SEED_USERS.pastBuyer, isPtPack: false, centerServiceId: CONTRACT_CENTRE.centerServiceId }))
      expect(formatInTimeZone(s.start, CENTRE_TIME_ZONE, 'HH:mm')).toBe('00:00')
      expect(s.day).toBe(formatInTimeZone(s.start, CENTRE_TIME_ZONE, 'yyyy-MM-dd'))
      expect(s.day >= formatInTimeZone(Date.now(), CENTRE_TIME_ZONE, 'yyyy-MM-dd')).toBe(true)
      expect(await right(catalog.selectionWindow({ centerServiceId: CONTRACT_CENTRE.centerServiceId }))).toBeGreaterThanOrEqual(0)
    })

    it('lists every bootcamp slot (full ones too), saves a free one as the preference and refuses a full or unknown one', async () => {
      const { catalog, freshUser } = await make()
      const slots = await right(catalog.bootcampSlots({ centerServiceId: BOOTCAMP.centerServiceId }))
      for (const s of slots) expect(s.consumedSlots).toBeLessThanOrEqual(s.totalSlots)
      const full = slots.find((s) => s.consumedSlots >= s.totalSlots)
      const free = slots.find((s) => s.consumedSlots < s.totalSlots)
      if (full === undefined || free === undefined) throw new Error('the seed has a full and a free slot')
      const u = await freshUser()
      expect((await catalog.saveBootcampPreference({ userId: u.userId, slotId: free.bootcampSlotId })())._tag).toBe('Right')
      const refused = await catalog.saveBootcampPreference({ userId: u.userId, slotId: full.bootcampSlotId })()
      expect(refused._tag === 'Left' && refused.left._tag).toBe('Rejected')
      const unknown = await catalog.saveBootcampPreference({ userId: u.userId, slotId: 'NO-SUCH-SLOT' })()
      expect(unknown._tag === 'Left' && unknown.left._tag).toBe('NotFound')
    })

    it('offers premium upgrades of a higher tier only, and No Config for an unknown pack', async () => {
      const { catalog, freshUser } = await make()
      const u = await freshUser()
      const cfg = await right(catalog.premiumConfig({ packId: 'PACK-1-SELECT-1M', userId: u.userId }))
      expect(cfg.upgradeAvailable).toBe(cfg.premiumPacks.length > 0)
      for (const p of cfg.premiumPacks) expect(['ELITE', 'PRO']).toContain(p.membershipType)
      const none = await catalog.premiumConfig({ packId: 'NO-SUCH-PACK', userId: u.userId })()
      expect(none._tag === 'Left' && none.left._tag).toBe('NotFound')
    })

    it('lists the sports of a play centre', async () => {
      const { catalog } = await make()
      const sports = await right(catalog.sports({ centerServiceId: PLAY.centerServiceId }))
      expect(sports.length).toBeGreaterThan(0)
      expect(new Set(sports.map((s) => s.id)).size).toBe(sports.length)
    })

    it("breaks a centre's PT trainers down by level: the counts add up to the trainers", async () => {
      const { catalog } = await make()
      const b = await right(catalog.trainersLevelBreakdown({ centerServiceId: PT_CENTRE.centerServiceId, centerType: 'CULT' }))
      expect(b.trainers.length).toBeGreaterThan(0)
      expect(b.levels.reduce((s, l) => s + l.count, 0)).toBe(b.trainers.length)
      for (const l of b.levels) expect(b.trainers.filter((t) => t.levelCode === l.levelCode).length).toBe(l.count)
    })

    it('lists active PT clients in the asked window, sorted by start, at most the limit', async () => {
      const { catalog } = await make()
      const now = Date.now()
      const all = await right(catalog.activeClients({ centerId: GYM.id, sortOrder: 'ASC', sortField: 'MEMBERSHIP_START_TIME', startTimeTo: epochMs(now), endTimeFrom: epochMs(now) }))
      for (const c of all) expect(c.start <= now && c.end >= now).toBe(true)
      expect([...all].sort((a, b) => a.start - b.start)).toEqual(all)
      const one = await right(catalog.activeClients({ centerId: GYM.id, sortOrder: 'ASC', sortField: 'MEMBERSHIP_START_TIME', limit: 1, startTimeTo: epochMs(now), endTimeFrom: epochMs(now) }))
      expect(one).toEqual(all.slice(0, 1))
    })

    it("lists a user's running and upcoming memberships; an unknown user is not found", async () => {
      const { catalog } = await make()
      const now = Date.now()
      const ms = await right(catalog.activeMemberships({ userId: SELLING_SEED_USERS.activeLong }))
      expect(ms.length).toBeGreaterThan(0)
      for (const m of ms) {
        expect(m.end).toBeGreaterThan(now)
        expect(m.status).toBe(m.start > now ? 'UPCOMING' : 'ACTIVE')
      }
      const none = await catalog.activeMemberships({ userId: 'no-such-user' })()
      expect(none._tag === 'Left' && none.left._tag).toBe('NotFound')
    })

    it("lists the academy's course categories and each category's academy packs", async () => {
      const { catalog } = await make()
      const categories = await right(catalog.courseCategories({ centerServiceId: PLAY.centerServiceId }))
      expect(categories.length).toBeGreaterThan(0)
      for (const cc of categories) {
        expect(cc.minAge).toBeLessThanOrEqual(cc.maxAge)
        const packs = await right(catalog.academyPacks({ centerServiceId: PLAY.centerServiceId, courseCategoryId: cc.courseCategoryId }))
        expect(packs.length).toBeGreaterThan(0)
        for (const p of packs) {
          expect(p.productType).toBe('PLAY_ACADEMY')
          expect(p.centerId).toBe(PLAY.id)
        }
      }
      expect(await right(catalog.academyPacks({ centerServiceId: PLAY.centerServiceId, courseCategoryId: 'NO-SUCH-CATEGORY' }))).toEqual([])
    })

    it('lists premium packs (PRO or with a benefit list, never recurring) and their spot offers', async () => {
      const { catalog, freshUser } = await make()
      const u = await freshUser()
      const packs = await right(catalog.premiumPacks({ centerServiceId: GYM.centerServiceId, userId: u.userId }))
      expect(packs.length).toBeGreaterThan(0)
      for (const p of packs) {
        expect(isPremiumPack(p)).toBe(true)
        expect(p.centerId).toBe(GYM.id)
      }
      const offers = await right(catalog.premiumSpotOffers({ centerServiceId: GYM.centerServiceId, userId: u.userId, productIds: packs.map((p) => p.productId) }))
      expect(offers.length).toBeGreaterThan(0)
      for (const o of offers) expect(o.isSpotOffer).toBe(true)
      const notPremium = await right(catalog.premiumSpotOffers({ centerServiceId: GYM.centerServiceId, userId: u.userId, productIds: ['PACK-1-SELECT-1M'] }))
      expect(notPremium).toEqual([])
    })
  })
}
