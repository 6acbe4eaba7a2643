import { describe, expect, it } from 'vitest'
import type { PlayDesk } from '../../core/selling/play-desk.port'
import { addDays, centreDayOf } from '../../core/shared/centre-day'
import { type Paise, epochMs, paise } from '../../core/shared/brands'

export type PlayHarness = {
  readonly play: PlayDesk
  /** A customer the backend knows. */
  freshUser(): Promise<string>
  /** Verifies the cash OTP for a sale where the adapter's server asks for one (a no-op in memory). */
  verifyCash(userId: string, amount: Paise): Promise<void>
}

/** The seed's play arena (centre 4) and the parent with a play membership there (Parul Prasad). */
const ARENA = { id: 4, centerServiceId: 1004, cityId: 1 }
const PLAY_MEMBER = '200010'
const ACADEMY_PACK = 'ACADEMY-4-CC-BADMINTON-BEGINNER-1M'
const ACADEMY_CATEGORY = 'CC-BADMINTON-BEGINNER'

const right = async <A>(te: () => Promise<{ _tag: 'Left'; left: { message: string } } | { _tag: 'Right'; right: A }>): Promise<A> => {
  const r = await te()
  if (r._tag === 'Left') throw new Error(r.left.message)
  return r.right
}

const order = (userId: string, productId = ACADEMY_PACK) => ({
  userId,
  deviceId: 'contract',
  source: 'CENTER_PORTAL',
  cityId: ARENA.cityId,
  esoOfferIds: [],
  products: [{ productId, startDate: epochMs(Date.now()) }],
  centerId: ARENA.id,
  centerServiceCenterId: ARENA.centerServiceId,
  createdBy: 'staff-owner',
  isOnboardingSession: false,
  academy: { courseCategoryId: ACADEMY_CATEGORY, child: { childName: 'Aarav Prasad', childAge: 8 } },
})

const tomorrow = (): string => addDays(centreDayOf(Date.now()), 1)

/** What every PlayDesk must do. */
export const playDeskContract = (name: string, make: () => Promise<PlayHarness>): void => {
  describe(`PlayDesk contract: ${name}`, () => {
    it('creates an academy order once per key (CREATED, nothing sold yet), then fulfils it once with the exact amount', async () => {
      const { play, freshUser, verifyCash } = await make()
      const userId = await freshUser()
      const key = `play-${userId}`
      const created = await right(play.createOrder(order(userId), key))
      expect(created.status).toBe('CREATED')
      expect(created.amount).toBeGreaterThan(0)
      expect(created.memberships).toEqual([])
      expect((await right(play.createOrder(order(userId), key))).orderId).toBe(created.orderId)

      const short = await play.fulfilOrder({ orderId: created.orderId, payment: [{ kind: 'CASH', amount: paise(created.amount - 100) }] }, `${key}-f0`)()
      expect(short._tag === 'Left' && short.left.message).toBe('Payment amount does not match the pack price')

      await verifyCash(userId, created.amount)
      const paid = await right(play.fulfilOrder({ orderId: created.orderId, payment: [{ kind: 'CASH', amount: created.amount }] }, `${key}-f1`))
      expect(paid.status).toBe('PAYMENT_COMPLETED')
      expect(paid.memberships.map((m) => [m.userId, m.productId])).toEqual([[userId, ACADEMY_PACK]])
      expect(await right(play.fulfilOrder({ orderId: created.orderId, payment: [{ kind: 'CASH', amount: created.amount }] }, `${key}-f1`))).toEqual(paid)
      const twice = await play.fulfilOrder({ orderId: created.orderId, payment: [{ kind: 'CASH', amount: created.amount }] }, `${key}-f2`)()
      expect(twice._tag === 'Left' && twice.left._tag).toBe('Rejected')
    })

    it('refuses a play PT order without a trainer and an unknown pack', async () => {
      const { play, freshUser } = await make()
      const userId = await freshUser()
      const noTrainer = await play.createOrder({ ...order(userId, 'PLAYPT-4-SWIM-8'), academy: undefined }, `pt-${userId}`)()
      expect(noTrainer._tag === 'Left' && noTrainer.left.message).toBe('Trainer details not available')
      const unknown = await play.createOrder(order(userId, 'NO-SUCH-PACK'), `unknown-${userId}`)()
      expect(unknown._tag === 'Left' && unknown.left.message).toBe('Pack Details not found')
    })

    it("lists a day's sessions of every sport and one sport's slots, an hour each, booked within capacity", async () => {
      const { play } = await make()
      const day = tomorrow()
      const sessions = await right(play.sessions({ centerServiceId: ARENA.centerServiceId, day }))
      expect(new Set(sessions.map((s) => s.sportId)).size).toBeGreaterThan(1)
      for (const s of sessions) {
        expect(s.endTime - s.startTime).toBe(3_600_000)
        expect(s.booked).toBeLessThanOrEqual(s.capacity)
        expect(centreDayOf(s.startTime)).toBe(day)
      }
      const sportId = sessions[0]!.sportId
      const slots = await right(play.slots({ centerServiceId: ARENA.centerServiceId, sportId, day }))
      expect(slots.length).toBeGreaterThan(0)
      expect(slots.every((s) => s.sportId === sportId)).toBe(true)
      expect(slots.map((s) => s.slotId)).toEqual(sessions.filter((s) => s.sportId === sportId).map((s) => s.slotId))
    })

    it("books a member into a slot once (a repeat answers the same booking), counts it, and lists it among the member's bookings", async () => {
      const { play } = await make()
      const day = tomorrow()
      const slots = await right(play.slots({ centerServiceId: ARENA.centerServiceId, sportId: 2, day }))
      const slot = slots.find((s) => s.booked === 0)!
      const booking = await right(play.book({ userId: PLAY_MEMBER, centerServiceId: ARENA.centerServiceId, slotId: slot.slotId }, `book-${slot.slotId}`))
      expect(booking.slotId).toBe(slot.slotId)
      expect(booking.startTime).toBe(slot.startTime)
      expect((await right(play.book({ userId: PLAY_MEMBER, centerServiceId: ARENA.centerServiceId, slotId: slot.slotId }, `book-${slot.slotId}`))).bookingId).toBe(booking.bookingId)
      const after = await right(play.slots({ centerServiceId: ARENA.centerServiceId, sportId: 2, day }))
      expect(after.find((s) => s.slotId === slot.slotId)?.booked).toBe(1)
      const mine = await right(play.bookings({ userId: PLAY_MEMBER, centerServiceId: ARENA.centerServiceId }))
      expect(mine.filter((b) => b.bookingId === booking.bookingId)).toHaveLength(1)
    })

    it('refuses a booking for someone without a membership there, and for a slot that has started or does not exist', async () => {
      const { play, freshUser } = await make()
      const day = tomorrow()
      const slot = (await right(play.slots({ centerServiceId: ARENA.centerServiceId, sportId: 3, day })))[0]!
      const stranger = await play.book({ userId: await freshUser(), centerServiceId: ARENA.centerServiceId, slotId: slot.slotId }, `stranger-${slot.slotId}`)()
      expect(stranger._tag === 'Left' && stranger.left._tag).toBe('Rejected')
      const past = (await right(play.slots({ centerServiceId: ARENA.centerServiceId, sportId: 3, day: addDays(centreDayOf(Date.now()), -1) })))[0]!
      const started = await play.book({ userId: PLAY_MEMBER, centerServiceId: ARENA.centerServiceId, slotId: past.slotId }, `past-${past.slotId}`)()
      expect(started._tag === 'Left' && started.left._tag).toBe('Rejected')
      const unknown = await play.book({ userId: PLAY_MEMBER, centerServiceId: ARENA.centerServiceId, slotId: 'PLAY-4-99-20990101-07' }, 'unknown-slot')()
      expect(unknown._tag === 'Left' && unknown.left._tag).toBe('NotFound')
    })
  })
}
