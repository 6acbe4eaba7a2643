import { describe, expect, it } from 'vitest'
import { createInMemoryPlayDesk } from '../../../adapters/in-memory/play-desk.in-memory'
import { createTestPortal } from '../../../composition/test/container'
import { DAY_MS, HOUR_MS } from '../../../core/shared/constants'
import { upcomingPlayBookings } from '../../../core/play/upcoming-play-bookings.rule'
import { PREFERRED_SPORT_NOT_SELECTED, SELF_OR_CHILD_REQUIRED, SESSION_BOOKED, TIME_SLOT_REQUIRED, bookingFailed } from '../../../core/shared/messages'

/** 10:00 in Kolkata on 25 Nov 2026. */
const NOW = Date.UTC(2026, 10, 25, 4, 30)
const ARENA = { id: 4, centerServiceId: 1004 }
const slot = (hour: number, day = '20261125') => `PLAY-4-1-${day}-${String(hour).padStart(2, '0')}`

const portal = () =>
  createTestPortal({
    centreDetails: { centers: [], userContext: { id: 'staff-owner', name: 'Asha', email: 'asha@example.com' }, gymPtEnabledCenter: [] },
    now: NOW,
    play: (clock) =>
      createInMemoryPlayDesk(
        {
          centres: [ARENA],
          products: [],
          sports: [{ centerId: 4, id: 1, name: 'Badminton' }],
          users: ['parent-1', 'walk-in'],
          memberships: [{ userId: 'parent-1', centerId: 4, start: NOW - DAY_MS, end: NOW + 30 * DAY_MS }],
          children: [{ id: 'child-1', parentId: 'parent-1', name: 'Aarav Prasad' }],
        },
        clock,
      ),
  })

describe('bookPlaySession (a play slot booked at the desk)', () => {
  it('asks who plays, a sport and a slot in the spec’s words, all at once, and books nothing', async () => {
    const p = portal()
    const r = await p.useCases.bookPlaySession({ userId: 'parent-1', centerServiceId: 1004, player: undefined, sportId: undefined, slotId: ' ' })()
    expect(r).toEqual({ _tag: 'Left', left: { _tag: 'ValidationFailed', errors: { player: SELF_OR_CHILD_REQUIRED, sport: PREFERRED_SPORT_NOT_SELECTED, slot: TIME_SLOT_REQUIRED } } })
    const held = await p.useCases.playBookings({ userId: 'parent-1', centerServiceId: 1004 })()
    expect(held).toEqual({ _tag: 'Right', right: [] })
  })

  it("books the slot with 'Session booking Successful'; the customer's bookings hold it", async () => {
    const p = portal()
    const r = await p.useCases.bookPlaySession({ userId: 'parent-1', centerServiceId: 1004, player: 'SELF', sportId: 1, slotId: slot(15) })()
    expect(r._tag === 'Right' ? [r.right.message, r.right.value.slotId, r.right.value.startTime - NOW] : r).toEqual([SESSION_BOOKED, slot(15), 5 * HOUR_MS])
    const held = await p.useCases.playBookings({ userId: 'parent-1', centerServiceId: 1004 })()
    expect(held._tag === 'Right' ? held.right.map((b) => b.slotId) : held).toEqual([slot(15)])
  })

  it('the upcoming bookings leave out those that are over, soonest first', async () => {
    const p = portal()
    for (const s of [slot(18), slot(11)]) await p.useCases.bookPlaySession({ userId: 'parent-1', centerServiceId: 1004, player: 'SELF', sportId: 1, slotId: s })()
    const held = await p.useCases.playBookings({ userId: 'parent-1', centerServiceId: 1004 })()
    // At 13:00 the 11:00 hour is over.
    expect(held._tag === 'Right' ? upcomingPlayBookings(held.right, NOW + 3 * HOUR_MS).map((b) => b.slotId) : held).toEqual([slot(18)])
  })

  it("prefixes a refusal with 'Booking unsuccessful' and the server's reason", async () => {
    const p = portal()
    const r = await p.useCases.bookPlaySession({ userId: 'walk-in', centerServiceId: 1004, player: 'SELF', sportId: 1, slotId: slot(15) })()
    expect(r._tag === 'Left' ? [r.left._tag, 'message' in r.left ? r.left.message : ''] : r).toEqual(['BookingFailed', bookingFailed('The user has no membership at this play centre on that day.')])
  })

  it('books for a child user of the account on the account’s pack, a place of its own beside the parent’s; another account’s child is refused', async () => {
    const p = portal()
    const mine = await p.useCases.bookPlaySession({ userId: 'parent-1', centerServiceId: 1004, player: 'SELF', sportId: 1, slotId: slot(15) })()
    const child = await p.useCases.bookPlaySession({ userId: 'parent-1', centerServiceId: 1004, player: { childId: 'child-1' }, sportId: 1, slotId: slot(15) })()
    expect(child._tag === 'Right' ? [child.right.value.childId, child.right.value.childName] : child).toEqual(['child-1', 'Aarav Prasad'])
    expect(mine._tag === 'Right' && child._tag === 'Right' && mine.right.value.bookingId !== child.right.value.bookingId).toBe(true)
    const other = await p.useCases.bookPlaySession({ userId: 'walk-in', centerServiceId: 1004, player: { childId: 'child-1' }, sportId: 1, slotId: slot(16) })()
    expect(other._tag === 'Left' && 'message' in other.left ? other.left.message : other).toBe(bookingFailed('This child is not a child user of the customer.'))
  })
})
