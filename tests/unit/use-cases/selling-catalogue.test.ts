import { describe, expect, it } from 'vitest'
import { createInMemoryPackCatalog } from '../../../adapters/in-memory/pack-catalog.in-memory'
import { createInMemoryPlayDesk } from '../../../adapters/in-memory/play-desk.in-memory'
import { createTestPortal } from '../../../composition/test/container'
import { epochMs, paise } from '../../../core/shared/brands'
import { DAY_MS, HOUR_MS } from '../../../core/shared/constants'
import { PAYMENT_AMOUNT_MISMATCH } from '../../../core/shared/messages'
import type { PlayOrderInput } from '../../../core/selling/play'

/** 10:00 in Kolkata on 25 Nov 2026. */
const NOW = Date.UTC(2026, 10, 25, 4, 30)
const ARENA = { id: 4, centerServiceId: 1004 }
const ACADEMY = { productId: 'ACADEMY-4-BADMINTON-1M', centerId: 4, kind: 'PLAY_ACADEMY' as const, price: 354_000, durationInDays: 30, courseCategoryId: 'CC-BADMINTON' }

const portal = () => {
  const play = { desk: undefined as ReturnType<typeof createInMemoryPlayDesk> | undefined }
  const p = createTestPortal({
    centreDetails: { centers: [], userContext: { id: 'staff-owner', name: 'Asha', email: 'asha@example.com' }, gymPtEnabledCenter: [] },
    now: NOW,
    play: (clock) => {
      play.desk = createInMemoryPlayDesk(
        {
          centres: [ARENA],
          products: [ACADEMY],
          sports: [{ centerId: 4, id: 1, name: 'Badminton' }],
          users: ['parent-1'],
          memberships: [{ userId: 'parent-1', centerId: 4, start: NOW - 10 * DAY_MS, end: NOW + 60 * DAY_MS }],
        },
        clock,
      )
      return play.desk
    },
    selling: (clock) => ({
      catalog: createInMemoryPackCatalog(
        {
          packs: [],
          centres: [{ id: 1, centerServiceId: 1001 }],
          ptClients: [
            { membershipId: 'm-old', userId: 'u1', productId: 'PT-1', start: epochMs(NOW - 40 * DAY_MS), end: epochMs(NOW + 20 * DAY_MS), centerId: 1 },
            { membershipId: 'm-new', userId: 'u2', productId: 'PT-1', start: epochMs(NOW - 5 * DAY_MS), end: epochMs(NOW + 55 * DAY_MS), centerId: 1 },
            { membershipId: 'm-ended', userId: 'u3', productId: 'PT-1', start: epochMs(NOW - 90 * DAY_MS), end: epochMs(NOW - DAY_MS), centerId: 1 },
          ],
        },
        clock,
      ),
    }),
  })
  return { ...p, desk: () => play.desk! }
}

const academyOrder: PlayOrderInput = {
  userId: 'parent-1',
  deviceId: 'test',
  source: 'CENTER_PORTAL',
  cityId: 1,
  esoOfferIds: [],
  products: [{ productId: ACADEMY.productId, startDate: epochMs(NOW) }],
  centerId: 4,
  centerServiceCenterId: 1004,
  createdBy: 'staff-owner',
  isOnboardingSession: false,
  academy: { courseCategoryId: 'CC-BADMINTON', child: { childName: 'Aarav', childAge: 8 } },
}

describe('selling catalogue use cases', () => {
  it('sells an academy pack at the desk: the play order is created, then fulfilled with the payment, and holds the membership', async () => {
    const p = portal()
    const sold = await p.useCases.sellPlayPack({ order: academyOrder, payment: [{ kind: 'CASH', amount: paise(354_000) }] })()
    expect(sold._tag === 'Right' && sold.right.status).toBe('PAYMENT_COMPLETED')
    expect(sold._tag === 'Right' && sold.right.memberships.map((m) => m.productId)).toEqual([ACADEMY.productId])
  })

  it('sells once when the same academy sale is submitted twice', async () => {
    const p = portal()
    const a = await p.useCases.sellPlayPack({ order: academyOrder, payment: [{ kind: 'CASH', amount: paise(354_000) }] })()
    const b = await p.useCases.sellPlayPack({ order: academyOrder, payment: [{ kind: 'CASH', amount: paise(354_000) }] })()
    expect(a._tag === 'Right' && b._tag === 'Right' && a.right.orderId === b.right.orderId).toBe(true)
    expect(p.desk().orders()).toHaveLength(1)
  })

  it("refuses a payment that does not add up to the order with the spec's words, and sells nothing", async () => {
    const p = portal()
    const r = await p.useCases.sellPlayPack({ order: academyOrder, payment: [{ kind: 'CASH', amount: paise(300_000) }] })()
    expect(r._tag === 'Left' && r.left.message).toBe(PAYMENT_AMOUNT_MISMATCH)
    expect(p.desk().orders().every((o) => o.memberships.length === 0)).toBe(true)
    const corrected = await p.useCases.sellPlayPack({ order: academyOrder, payment: [{ kind: 'CASH', amount: paise(354_000) }] })()
    expect(corrected._tag === 'Right' && corrected.right.status).toBe('PAYMENT_COMPLETED')
    expect(p.desk().orders()).toHaveLength(1)
  })

  it('offers only play slots with a place left that have not started, soonest first', async () => {
    const p = portal()
    const slotAt11 = 'PLAY-4-1-20261125-11'
    const today = await p.useCases.playSlots({ centerServiceId: 1004, sportId: 1, day: '2026-11-25' })()
    if (today._tag === 'Left') throw new Error(today.left.message)
    expect(today.right[0]!.startTime).toBeGreaterThan(NOW)
    expect(today.right.map((s) => s.slotId)).toContain(slotAt11)
    expect(today.right.some((s) => s.slotId === 'PLAY-4-1-20261125-10')).toBe(false)
    expect([...today.right].sort((x, y) => x.startTime - y.startTime)).toEqual(today.right)
  })

  it('books a slot once however often the booking is repeated', async () => {
    const p = portal()
    const r = { userId: 'parent-1', centerServiceId: 1004, slotId: 'PLAY-4-1-20261125-18' }
    const a = await p.useCases.bookPlaySlot(r)()
    const b = await p.useCases.bookPlaySlot(r)()
    expect(a._tag === 'Right' && b._tag === 'Right' && a.right.bookingId === b.right.bookingId).toBe(true)
    const slots = await p.useCases.playSessions({ centerServiceId: 1004, day: '2026-11-25' })()
    expect(slots._tag === 'Right' && slots.right.find((s) => s.slotId === r.slotId)?.booked).toBe(1)
    expect(slots._tag === 'Right' && slots.right.find((s) => s.slotId === r.slotId)?.endTime).toBe(Date.UTC(2026, 10, 25, 12, 30) + HOUR_MS)
  })

  it("asks for a centre's active PT clients as part 2 §7 does: running now, earliest start first, one of them", async () => {
    const p = portal()
    const r = await p.useCases.ptActiveClients({ centerId: 1 })()
    expect(r._tag === 'Right' && r.right.map((c) => c.membershipId)).toEqual(['m-old'])
    const all = await p.useCases.ptActiveClients({ centerId: 1, limit: 10 })()
    expect(all._tag === 'Right' && all.right.map((c) => c.membershipId)).toEqual(['m-old', 'm-new'])
  })

  it('asks for no premium or eso offers when there are no products', async () => {
    const p = portal()
    expect(await p.useCases.premiumSpotOffers({ centerServiceId: 1001, userId: 'u1', productIds: [] })()).toEqual({ _tag: 'Right', right: [] })
    expect(await p.useCases.esoOffers({ centerId: 1, userId: 'u1', productIds: [] })()).toEqual({ _tag: 'Right', right: [] })
  })
})
