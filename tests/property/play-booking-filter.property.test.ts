import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PLAY_LEVEL_FILTERS, attendanceRefusal, attendedPlayBookings, filterPlayBookings } from '../../core/play/play-booking-filter.rule'
import { PLAY_BOOKING_STATUSES, PLAY_LEVELS, type PlayDeskBooking } from '../../core/play/play-desk-booking'
import { epochMs } from '../../core/shared/brands'

const bookingArb: fc.Arbitrary<PlayDeskBooking> = fc
  .record({
    n: fc.integer({ min: 0, max: 10_000 }),
    start: fc.integer({ min: 1_700_000_000_000, max: 1_800_000_000_000 }),
    status: fc.constantFrom(...PLAY_BOOKING_STATUSES),
    level: fc.constantFrom(...PLAY_LEVELS),
    attended: fc.option(fc.integer({ min: 1_700_000_000_000, max: 1_800_000_000_000 }), { nil: null }),
  })
  .map(({ n, start, status, level, attended }) => ({
    bookingId: `PB-${n}`,
    userId: `u-${n}`,
    memberName: `Player ${n}`,
    sportName: 'Squash',
    startTime: epochMs(start),
    endTime: epochMs(start + 3_600_000),
    status,
    level,
    attendedAt: status === 'CONFIRMED' && attended !== null ? epochMs(attended) : null,
  }))

const listArb = fc.array(bookingArb, { maxLength: 60 })
const levelArb = fc.constantFrom(...PLAY_LEVEL_FILTERS)

describe('play booking filters (part 3 §9: Show All, Confirmed, Waitlist; levels Junior, Senior)', () => {
  it('Confirmed and Waitlist partition Show All: together they are every booking, and no booking is in both', () => {
    fc.assert(
      fc.property(listArb, levelArb, (list, level) => {
        const all = filterPlayBookings(list, { status: 'ALL', level })
        const confirmed = filterPlayBookings(list, { status: 'CONFIRMED', level })
        const waitlist = filterPlayBookings(list, { status: 'WAITLIST', level })
        expect(confirmed.length + waitlist.length).toBe(all.length)
        expect(confirmed.filter((b) => waitlist.includes(b))).toEqual([])
        expect([...confirmed, ...waitlist].every((b) => all.includes(b))).toBe(true)
        expect(confirmed.every((b) => b.status === 'CONFIRMED') && waitlist.every((b) => b.status === 'WAITLIST')).toBe(true)
      }),
    )
  })

  it('Show All at every level keeps every booking in its order; Junior and Senior partition it too', () => {
    fc.assert(
      fc.property(listArb, (list) => {
        expect(filterPlayBookings(list, { status: 'ALL', level: 'ALL' })).toEqual(list)
        const junior = filterPlayBookings(list, { status: 'ALL', level: 'JUNIOR' })
        const senior = filterPlayBookings(list, { status: 'ALL', level: 'SENIOR' })
        expect(junior.length + senior.length).toBe(list.length)
        expect(junior.every((b) => b.level === 'JUNIOR') && senior.every((b) => b.level === 'SENIOR')).toBe(true)
      }),
    )
  })

  it('a filter keeps the order of the list (a subsequence)', () => {
    fc.assert(
      fc.property(listArb, fc.constantFrom('ALL', 'CONFIRMED', 'WAITLIST' as const), levelArb, (list, status, level) => {
        const kept = filterPlayBookings(list, { status, level })
        let at = 0
        for (const b of kept) {
          at = list.indexOf(b, at) + 1
          expect(at).toBeGreaterThan(0)
        }
      }),
    )
  })

  it('attended bookings are exactly the marked ones, earliest first; only an unmarked confirmed place can be marked', () => {
    fc.assert(
      fc.property(listArb, (list) => {
        const attended = attendedPlayBookings(list)
        expect(attended.length).toBe(list.filter((b) => b.attendedAt !== null).length)
        expect(attended.every((b, i) => i === 0 || (attended[i - 1]?.startTime ?? 0) <= b.startTime)).toBe(true)
        for (const b of list) expect(attendanceRefusal(b) === undefined).toBe(b.status === 'CONFIRMED' && b.attendedAt === null)
      }),
    )
  })
})
