import { inject } from 'vitest'
import { PATHS } from '../../adapters/http/contract/paths'
import {
  ActiveMembershipsAnswer,
  AddOnsAnswer,
  AddSpotOfferAnswer,
  BootcampSlotsAnswer,
  CardMachinesAnswer,
  CourseCategoriesAnswer,
  EarliestStartAnswer,
  ExchangeAnswer,
  GroupBuyEligibilityAnswer,
  OffersAnswer,
  OffersEligibilityAnswer,
  PackStartDateAnswer,
  PacksAnswer,
  PremiumConfigAnswer,
  PtPackListAnswer,
  PtPacksAnswer,
  RecurringLinkAnswer,
  SavePreferenceAnswer,
  SportsAnswer,
  TrainersLevelAnswer,
} from '../../adapters/http/contract/selling.codecs'
import { DAY_MS, RECURRING_LINK_VALID_MS } from '../../core/shared/constants'
import { NO_CONFIG_PRESENT, OFFER_APPLIED, PURCHASED_IN_PAST, SPOT_OFFER_NOT_ENABLED, USER_NOT_ELIGIBLE } from '../../core/shared/messages'
import { GROUP_BUY_INELIGIBLE_PHONES, SELLING_SEED_USERS } from '../../sandbox/seed/selling'
import { startOfCentreDayOf } from '../../core/shared/centre-day'
import { anonymous, decoded, fresh, newCustomer, signIn, type StaffClient } from '../support/selling-sandbox'

const base = inject('sandboxUrl')
let desk: StaffClient
let trainer: StaffClient

beforeAll(async () => {
  desk = await signIn(base, 'front-desk')
  trainer = await signIn(base, 'trainer')
})

describe('packs', () => {
  it('lists the packs of a centre with GST 18 percent inside the selling price', async () => {
    const a = await desk.get(PATHS.packs, { centerId: 1 })
    expect(a.status).toBe(200)
    const { packs } = decoded(PacksAnswer, a)
    expect(packs.length).toBeGreaterThanOrEqual(4)
    for (const p of packs) {
      expect(p.centerId).toBe(1)
      expect(p.taxBreakup.taxPercent).toBe(18)
      expect(p.taxBreakup.basePrice + p.taxBreakup.taxAmount).toBe(p.price.sellingPrice)
      expect(p.taxBreakup.taxAmount).toBe((p.taxBreakup.basePrice * 18) / 100)
      expect(p.price.mrp).toBeGreaterThanOrEqual(p.price.listingPrice)
      expect(p).not.toHaveProperty('taxAndFeeDetails')
    }
    expect(packs.some((p) => p.product?.productSubType === 'RECURRING')).toBe(true)
    expect(packs.some((p) => p.benefitPackType === 'ELITE_PLUS' && (p.augments?.exhaustiveBenefitList.length ?? 0) > 0)).toBe(true)
  })

  it('adds tax and fee details in packs v2', async () => {
    const { packs } = decoded(PacksAnswer, await desk.get(PATHS.packsV2, { centerId: 1 }))
    expect(packs.every((p) => p.taxAndFeeDetails?.isTaxBreakupShown === true)).toBe(true)
  })

  it('answers 401 without a session and 403 to a trainer', async () => {
    expect((await anonymous(base).get(PATHS.packs, { centerId: 1 })).status).toBe(401)
    expect((await trainer.get(PATHS.packs, { centerId: 1 })).status).toBe(403)
  })

  it('answers 400 for a centre id that is not a number and 404 for an unknown centre', async () => {
    expect((await desk.get(PATHS.packs, { centerId: 'one' })).status).toBe(400)
    expect((await desk.get(PATHS.packs)).status).toBe(400)
    expect((await desk.get(PATHS.packs, { centerId: 999 })).status).toBe(404)
  })

  it('lists active memberships of a user', async () => {
    const { memberships } = decoded(ActiveMembershipsAnswer, await desk.get(PATHS.activeMemberships, { userId: SELLING_SEED_USERS.activeLong }))
    expect(memberships.map((m) => m.id)).toEqual(['MEM-SEED-LONG'])
    const past = decoded(ActiveMembershipsAnswer, await desk.get(PATHS.activeMemberships, { userId: SELLING_SEED_USERS.pastBuyer }))
    expect(past.memberships).toEqual([])
  })

  it('offers premium packs of a higher tier', async () => {
    const a = decoded(PremiumConfigAnswer, await desk.get(PATHS.premiumMembershipsConfig, { packId: 'PACK-1-SELECT-1M', userId: 'u1' }))
    expect(a.upgradeAvailable).toBe(true)
    expect(a.premiumPacks.every((p) => p.type !== 'SELECT')).toBe(true)
    expect((await desk.get(PATHS.premiumMembershipsConfig, { packId: 'NOPE', userId: 'u1' })).body).toEqual({ message: NO_CONFIG_PRESENT })
  })
})

describe('PT packs', () => {
  const body = { userId: 'u-pt', phone: '9811111111', centerId: 1, cityId: 1, productType: 'GYM_PT_PRODUCT' }

  it('lists PT packs by trainer level, with session counts and spot offers', async () => {
    const a = await trainer.post(PATHS.ptPackCatalog, body)
    expect(a.status).toBe(200)
    const { levels } = decoded(PtPacksAnswer, a)
    expect(levels.map((l) => l.levelCode.slice(-2))).toEqual(['L1', 'L2', 'L3'])
    for (const l of levels)
      for (const p of l.packs) {
        expect(p.productType).toBe('GYM_PT_PRODUCT')
        expect(p.listingCategory.restrictions[0]?.restrictionCount).toBeGreaterThan(1)
      }
    expect(levels[0]?.packs.some((p) => p.offers.some((o) => o.isSpotOffer))).toBe(true)
  })

  it('lists the trial pack (GYM_PT_PPC_PRODUCT) with one session', async () => {
    const { levels } = decoded(PtPacksAnswer, await desk.post(PATHS.ptPackCatalog, { ...body, productType: 'GYM_PT_PPC_PRODUCT' }))
    const packs = levels.flatMap((l) => l.packs)
    expect(packs.length).toBe(3)
    expect(packs.every((p) => p.listingCategory.restrictions[0]?.restrictionCount === 1)).toBe(true)
  })

  it('refuses a phone that is not 10 digits and a missing product type', async () => {
    expect((await desk.post(PATHS.ptPackCatalog, { ...body, phone: '98111' })).status).toBe(400)
    expect((await desk.post(PATHS.ptPackCatalog, { ...body, productType: undefined })).status).toBe(400)
  })

  it('lists PT spot offers for the chosen packs', async () => {
    const a = await desk.post(PATHS.ptSpotOffers, {
      productType: 'GYM_PT_PRODUCT',
      productIds: ['PT-1-L1-12', 'PT-1-L1-24'],
      centerId: 1,
      centerServiceId: 1001,
      cityId: 1,
      userId: 'u',
      phone: '9811111111',
    })
    expect(decoded(OffersAnswer, a).offers.map((o) => o.offerId).sort()).toEqual(['PT-SPOT-1000', 'PT-SPOT-500'])
  })

  it('lists play PT packs, course categories and academy packs', async () => {
    // Whitefield Play Arena is the owner's centre, not the front desk's.
    const owner = await signIn(base, 'owner')
    expect(decoded(PtPackListAnswer, await owner.post(PATHS.playPtPackCatalog, { userId: 'u', centerServiceId: 1004 })).packs.every((p) => p.productType === 'PLAY_PT')).toBe(true)
    const cats = decoded(CourseCategoriesAnswer, await owner.get(PATHS.playCourseCategories, { centerServiceId: 1004 })).courseCategories
    expect(cats.length).toBe(3)
    const academy = decoded(PtPackListAnswer, await owner.get(PATHS.playAcademyPacks, { centerServiceId: 1004, courseCategoryId: cats[0]!.courseCategoryId }))
    expect(academy.packs.length).toBe(2)
    expect(academy.packs.every((p) => p.productType === 'PLAY_ACADEMY')).toBe(true)
    expect(decoded(SportsAnswer, await owner.get(PATHS.sports, { centerServiceId: 1004 })).sports.length).toBeGreaterThan(0)
  })

  it('gives the trainers level breakdown: the centre’s PT trainers, the ones PT booking accepts', async () => {
    const a = decoded(TrainersLevelAnswer, await trainer.get(PATHS.ptTrainersLevelBreakdown, { centerServiceId: 1001, centerType: 'GYMFIT' }))
    // The seeded PT trainers; a personal trainer another suite creates in this shared sandbox (an
    // 'emp-' id) is one of them from that moment too (pt-trainer-from-employee.test.ts).
    const seeded = a.trainers.map((t) => t.identityResponse.id).filter((id) => !id.startsWith('emp-'))
    expect(seeded.sort()).toEqual(['agent-102', 'agent-104', 'staff-trainer'])
    expect(a.levels.reduce((s, l) => s + l.count, 0)).toBe(a.trainers.length)
    expect(a.trainers.filter((t) => t.recommended)).toHaveLength(1)
  })
})

describe('add-ons, start dates, card machines', () => {
  it('lists add-ons that fit the base pack duration', async () => {
    const short = decoded(AddOnsAnswer, await desk.get(PATHS.addOnPacks, { centerServiceId: 1001, userId: 'u', basePackDuration: 30 })).addOns
    const long = decoded(AddOnsAnswer, await desk.get(PATHS.addOnPacks, { centerServiceId: 1001, userId: 'u', basePackDuration: 360 })).addOns
    expect(short.some((a) => a.product.title === 'Locker (12 months)')).toBe(false)
    expect(long.some((a) => a.product.title === 'Locker (12 months)')).toBe(true)
    expect((await desk.get(PATHS.addOnPacks, { centerServiceId: 1001, userId: 'u' })).status).toBe(400)
  })

  it('suggests today for a new user and the day after the current membership ends otherwise', async () => {
    const req = { durationSeconds: 30 * 86400, tenant: 'curefit', isPtPack: false, centerServiceId: 1001 }
    const today = decoded(EarliestStartAnswer, await desk.post(PATHS.earliestStart, { ...req, userId: await newCustomer(desk) }))
    expect(today.suggestedStartDate).toBe(startOfCentreDayOf(Date.now()))
    const later = decoded(EarliestStartAnswer, await desk.post(PATHS.earliestStart, { ...req, userId: SELLING_SEED_USERS.activeLong }))
    expect(later.suggestedStartDate).toBeGreaterThan(today.suggestedStartDate + 150 * DAY_MS)
    expect(decoded(PackStartDateAnswer, await desk.post(PATHS.packStartDate, { centerServiceId: 1001 })).startDateSelectionWindow).toBe(30)
    expect((await desk.post(PATHS.earliestStart, { ...req })).status).toBe(400)
  })

  it('lists two terminals at the main gym and none at the bootcamp', async () => {
    const main = decoded(CardMachinesAnswer, await desk.get(PATHS.cardMachines, { centerId: 1 }))
    expect(main.isPaytmEnabled).toBe(true)
    expect(main.cardMachines.length).toBe(2)
    const owner = await signIn(base, 'owner')
    const bootcamp = decoded(CardMachinesAnswer, await owner.get(PATHS.cardMachines, { centerId: 5 }))
    expect(bootcamp).toEqual({ centerId: 5, isPaytmEnabled: false, cardMachines: [] })
    expect((await owner.get(PATHS.cardMachines, { centerId: 77 })).body).toEqual({ message: NO_CONFIG_PRESENT })
  })
})

describe('membership exchange', () => {
  it('is valid with more than 30 days left, with a capped discount', async () => {
    const a = decoded(
      ExchangeAnswer,
      await desk.post(PATHS.membershipExchange, { membershipId: 'MEM-SEED-LONG', exchangeTimeInEpochMilliSeconds: Date.now(), packId: 'PACK-1-PRO-6M', userId: SELLING_SEED_USERS.activeLong }),
    )
    expect(a.isValidExchange).toBe(true)
    expect(a.discountValue).toBeGreaterThan(0)
    expect(a.discountValue).toBeLessThanOrEqual(a.exchangeConstraints.maxDiscountAbsolute)
    expect(a.invalidReason).toBeNull()
  })

  it('is invalid with under 30 days left', async () => {
    const a = decoded(
      ExchangeAnswer,
      await desk.post(PATHS.membershipExchange, { membershipId: 'MEM-SEED-SHORT', exchangeTimeInEpochMilliSeconds: Date.now(), packId: 'PACK-1-PRO-6M', userId: SELLING_SEED_USERS.activeShort }),
    )
    expect(a).toMatchObject({ isValidExchange: false, discountValue: 0 })
    expect(a.invalidReason).toMatch(/30 days/)
  })

  it('answers 404 for a membership of another user', async () => {
    const a = await desk.post(PATHS.membershipExchange, { membershipId: 'MEM-SEED-LONG', exchangeTimeInEpochMilliSeconds: Date.now(), packId: 'PACK-1-PRO-6M', userId: 'someone' })
    expect(a.status).toBe(404)
  })
})

describe('spot offers', () => {
  const grant = (userId: string, key: string) => ({
    offerIds: ['PT-SPOT-500'],
    startDate: Date.now() - 1000,
    endDate: Date.now() + DAY_MS,
    eligibilityType: 'USERID',
    eligibilityValue: userId,
    count: 1,
    userId,
    phone: '9822222222',
    addedBy: 'staff-frontdesk',
    client: 'GYMFIT',
    productType: 'GYM_PT_PRODUCT',
    idempotenceKey: key,
  })

  it('is not eligible before the offer is added, eligible after, and the add runs once per idempotence key', async () => {
    const userId = await newCustomer(desk)
    const before = decoded(OffersEligibilityAnswer, await desk.post(PATHS.offersEligibility, { userId, offerIds: ['PT-SPOT-500'] }))
    expect(before).toEqual({ result: 'NOT_ELIGIBLE', eligibleOfferIds: [], message: SPOT_OFFER_NOT_ENABLED })
    const key = fresh('key')
    const first = decoded(AddSpotOfferAnswer, await desk.post(PATHS.addSpotOfferConfig, grant(userId, key)))
    expect(first.message).toBe(OFFER_APPLIED)
    const again = decoded(AddSpotOfferAnswer, await desk.post(PATHS.addSpotOfferConfig, grant(userId, key)))
    expect(again.grantId).toBe(first.grantId)
    const after = decoded(OffersEligibilityAnswer, await desk.post(PATHS.offersEligibility, { userId, offerIds: ['PT-SPOT-500'] }))
    expect(after.result).toBe('OK')
  })

  it('refuses a non-spot offer, a bad body and a trainer', async () => {
    const userId = await newCustomer(desk)
    expect((await desk.post(PATHS.addSpotOfferConfig, { ...grant(userId, fresh('k')), offerIds: ['OFFER-ANNUAL-1000'] })).body).toEqual({ message: SPOT_OFFER_NOT_ENABLED })
    expect((await desk.post(PATHS.addSpotOfferConfig, { ...grant(userId, fresh('k')), client: 'OTHER' })).status).toBe(400)
    expect((await trainer.post(PATHS.addSpotOfferConfig, grant(userId, fresh('k')))).status).toBe(403)
  })
})

describe('bootcamp, recurring link, group buy', () => {
  it('lists bootcamp slots with one full, and refuses to save a full slot', async () => {
    const owner = await signIn(base, 'owner')
    const { slots } = decoded(BootcampSlotsAnswer, await owner.get(PATHS.bootcampSlots, { centerServiceId: 1005 }))
    const full = slots.filter((s) => s.consumedSlots >= s.totalSlots)
    expect(full.length).toBe(1)
    const open = slots.find((s) => s.consumedSlots < s.totalSlots)!
    const userId = await newCustomer(desk)
    const saved = decoded(SavePreferenceAnswer, await owner.post(PATHS.savePreference, { userId, preferenceKey: 'BOOTCAMP_PREFERENCE', preferenceValue: open.bootcampSlotId }))
    expect(saved.preferenceValue).toBe(open.bootcampSlotId)
    expect((await owner.post(PATHS.savePreference, { userId, preferenceKey: 'BOOTCAMP_PREFERENCE', preferenceValue: full[0]!.bootcampSlotId })).status).toBe(409)
    expect((await owner.post(PATHS.savePreference, { userId, preferenceKey: 'OTHER', preferenceValue: open.bootcampSlotId })).status).toBe(400)
  })

  it('generates a recurring link valid 24 hours, only for a recurring pack', async () => {
    const before = Date.now()
    const req = { startDate: startOfCentreDayOf(before), centerServiceId: 1001, userId: await newCustomer(desk), productId: 'PACK-1-SELECT-RECURRING', agentId: 'staff-frontdesk' }
    const a = decoded(RecurringLinkAnswer, await desk.post(PATHS.recurringLink, req))
    expect(a.link).toMatch(/^https:\/\//)
    expect(a.expiresAt - before).toBeGreaterThanOrEqual(RECURRING_LINK_VALID_MS)
    expect(a.expiresAt - Date.now()).toBeLessThanOrEqual(RECURRING_LINK_VALID_MS)
    expect((await desk.post(PATHS.recurringLink, { ...req, productId: 'PACK-1-SELECT-1M' })).status).toBe(400)
  })

  it('tells who may join a group buy', async () => {
    const ask = async (phone: string, userId = fresh('gb')) => decoded(GroupBuyEligibilityAnswer, await desk.post(PATHS.groupBuyEligibility, { userId, phone, centerId: 1 }))
    expect(await ask('9833333333')).toEqual({ eligible: true, reason: null })
    expect(await ask(GROUP_BUY_INELIGIBLE_PHONES[0])).toEqual({ eligible: false, reason: USER_NOT_ELIGIBLE })
    expect(await ask('9833333334', SELLING_SEED_USERS.pastBuyer)).toEqual({ eligible: false, reason: PURCHASED_IN_PAST })
    expect((await desk.post(PATHS.groupBuyEligibility, { userId: 'u', phone: '98333', centerId: 1 })).status).toBe(400)
  })
})
