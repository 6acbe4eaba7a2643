import { describe, expect, it } from 'vitest'
import { createTestPortal } from '../../../composition/test/container'
import type { Membership } from '../../../core/membership/membership'
import { epochMs, paise } from '../../../core/shared/brands'
import { DAY_MS, PT_OTP_BYPASS_CACHE_MS } from '../../../core/shared/constants'
import { CONTINUE_ANYWAY, NO_ACTIVE_MEMBERSHIPS, OFFER_APPLIED, SELL_CULTPASS, TRAINER_DETAILS_NOT_AVAILABLE } from '../../../core/shared/messages'
import { saleErrorMessage } from '../../../core/selling/sell-pack.errors'
import { createInMemoryPackCatalog } from '../../../adapters/in-memory/pack-catalog.in-memory'
import { aPtPack } from '../../support/selling'
import { FOFO_GYM, FOFO_PACK, digitalSale, sellingWorld } from '../../support/selling-world'

const NOW = Date.UTC(2026, 10, 25, 6, 30)
const ME = 'asha.owner@centres.example'
const portal = (emails: readonly string[] = []) =>
  createTestPortal({ centreDetails: { centers: [], userContext: { id: 'staff-owner', name: 'Asha', email: ME }, gymPtEnabledCenter: [] }, now: NOW, ptOtpBypassEmails: emails })

const membership = (startDays: number, endDays: number, status = 'PURCHASED'): Pick<Membership, 'start' | 'end' | 'status'> => ({
  start: epochMs(NOW + startDays * DAY_MS),
  end: epochMs(NOW + endDays * DAY_MS),
  status,
})
const active = [membership(-10, 100)]
/** A pack whose user price equals its listed selling price: priceDifference 0, the price has dropped. */
const dropped = { pack: aPtPack(), userPrice: paise(1_000_000) }
/** The user is charged more than listed and no offer cuts the price: no OTP. */
const notDropped = { pack: aPtPack(), userPrice: paise(1_100_000) }

const step = async (p: ReturnType<typeof portal>, r: Parameters<ReturnType<typeof portal>['useCases']['startPtSale']>[0]) => {
  const out = await p.useCases.startPtSale(r)()
  if (out._tag === 'Left') throw new Error(out.left.message)
  return out.right
}

describe('PT sale (part 2 §4 PT sale rules)', () => {
  it("asks for an active membership first: 'No Active Memberships found' with Sell cultpass / Continue Anyway", async () => {
    const p = portal()
    const s = await step(p, { memberships: [membership(-200, -20), membership(5, 95), membership(-10, 100, 'PAUSED')], ...dropped })
    expect(s).toMatchObject({ _tag: 'NeedsActiveMembership', message: NO_ACTIVE_MEMBERSHIPS, choices: [SELL_CULTPASS, CONTINUE_ANYWAY] })
    expect(p.ptOtpBypass.fetches()).toBe(0)
  })

  it('goes straight to the sell modal when staff continue anyway', async () => {
    expect(await step(portal(), { memberships: [], continuedWithoutMembership: true, ...dropped })).toEqual({ _tag: 'SellModal' })
  })

  it('asks for an OTP, then the sell modal, when the price has dropped and the membership is active', async () => {
    expect(await step(portal(), { memberships: active, ...dropped })).toEqual({ _tag: 'Otp' })
  })

  it('treats a price cut in the pack as a dropped price even when the user pays more', async () => {
    const cut = aPtPack({ price: { ...aPtPack().price, breakup: [{ offerId: 'o-1', discount: paise(50_000) }] } })
    expect(await step(portal(), { memberships: active, pack: cut, userPrice: paise(1_100_000) })).toEqual({ _tag: 'Otp' })
  })

  it('opens the sell modal without an OTP when the price has not dropped', async () => {
    const p = portal()
    expect(await step(p, { memberships: active, ...notDropped })).toEqual({ _tag: 'SellModal' })
    expect(p.ptOtpBypass.fetches()).toBe(0)
  })

  it('skips the OTP when the bypass flag is on, without fetching the whitelist', async () => {
    const p = portal()
    expect(await step(p, { memberships: active, ...dropped, otpBypassFlag: true })).toEqual({ _tag: 'SellModal' })
    expect(p.ptOtpBypass.fetches()).toBe(0)
  })

  it("skips the OTP for a whitelisted staff e-mail (trimmed, any case), not for another", async () => {
    const p = portal([` ${ME.toUpperCase()} `])
    expect(await step(p, { memberships: active, ...dropped, staffEmail: ME })).toEqual({ _tag: 'SellModal' })
    expect(await step(p, { memberships: active, ...dropped, staffEmail: 'someone@centres.example' })).toEqual({ _tag: 'Otp' })
  })

  it('keeps the whitelist 5 minutes in memory (never in the browser storage), then fetches it again', async () => {
    const p = portal([ME])
    await step(p, { memberships: active, ...dropped, staffEmail: ME })
    expect(p.ptOtpBypass.fetches()).toBe(1)
    expect(p.storage.keys().some((k) => (p.storage.get(k) ?? '').includes(ME))).toBe(false)
    p.ptOtpBypass.setEmails([])
    p.clock.advance(PT_OTP_BYPASS_CACHE_MS - 1)
    expect(await step(p, { memberships: active, ...dropped, staffEmail: ME })).toEqual({ _tag: 'SellModal' })
    expect(p.ptOtpBypass.fetches()).toBe(1)
    p.clock.advance(1)
    expect(await step(p, { memberships: active, ...dropped, staffEmail: ME })).toEqual({ _tag: 'Otp' })
    expect(p.ptOtpBypass.fetches()).toBe(2)
  })
})

describe('sellPtPack', () => {
  it("refuses a PT order without a trainer identity: 'Trainer details not available', and creates no order", async () => {
    const w = sellingWorld()
    const r = await w.useCases.sellPtPack({ ...digitalSale(), centre: FOFO_GYM, packId: FOFO_PACK.id, payment: { mode: 'CASH', cashCollected: paise(236_000) }, trainerIdentityId: ' ' })()
    expect(r._tag === 'Left' && r.left._tag).toBe('TrainerMissing')
    expect(r._tag === 'Left' && r.left._tag === 'TrainerMissing' && r.left.message).toBe(TRAINER_DETAILS_NOT_AVAILABLE)
    expect(w.ledger.orders.size).toBe(0)
  })

  it('sells with the trainer identity', async () => {
    const w = sellingWorld()
    const r = await w.useCases.sellPtPack({ ...digitalSale(), centre: FOFO_GYM, packId: FOFO_PACK.id, payment: { mode: 'CASH', cashCollected: paise(236_000) }, trainerIdentityId: 'agent-102' })()
    if (r._tag === 'Left') throw new Error(r.left._tag === 'TrainerMissing' ? r.left.message : saleErrorMessage(r.left))
    expect(r.right.orderId).toMatch(/^ORD-/)
  })
})

describe('PT spot offers', () => {
  it('fetches the spot offers of the packs on screen and applies one', async () => {
    const offer = { offerId: 'SPOT-PT-1', productIds: ['pt-1'], isGroupOffer: false, discount: paise(100_000), isSpotOffer: true }
    const p = createTestPortal({
      centreDetails: { centers: [], userContext: { id: 'staff-owner', name: 'Asha', email: ME }, gymPtEnabledCenter: [] },
      now: NOW,
      selling: (clock) => ({ catalog: createInMemoryPackCatalog({ packs: [], spotOffers: [offer] }, clock) }),
    })
    const q = { productType: 'GYM_PT_PRODUCT' as const, productIds: ['pt-1'], centerId: 1, centerServiceId: 1001, cityId: 1, userId: '200004', phone: '9000000004' }
    const offers = await p.useCases.ptSpotOffers(q)()
    expect(offers._tag === 'Right' && offers.right.map((o) => o.offerId)).toEqual(['SPOT-PT-1'])
    expect((await p.useCases.ptSpotOffers({ ...q, productIds: ['other'] })())._tag === 'Right').toBe(true)
    const applied = await p.useCases.applySpotOffer({ offerIds: ['SPOT-PT-1'], user: { userId: '200004', phone: '9000000004' }, addedBy: 'staff-owner', productType: 'GYM_PT_PRODUCT' })()
    expect(applied).toEqual({ _tag: 'Right', right: OFFER_APPLIED })
  })
})
