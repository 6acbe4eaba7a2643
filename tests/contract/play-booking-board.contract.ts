import { describe, expect, it } from 'vitest'
import { PLAY_STATUS_FILTERS, filterPlayBookings } from '../../core/play/play-booking-filter.rule'
import type { PlayBookingBoard } from '../../core/play/play-booking-board.port'
import type { PlayDeskBooking } from '../../core/play/play-desk-booking'
import { epochMs } from '../../core/shared/brands'
import { centreDayOf } from '../../core/shared/centre-day'
import { PLAY_ALREADY_PRESENT, PLAY_WAITLIST_NOT_MARKED } from '../../core/shared/messages'

export type PlayBookingBoardHarness = {
  readonly board: PlayBookingBoard
  /** A play centre (by centre service id) with confirmed and waitlisted bookings today, some not marked yet. */
  readonly centerServiceId: number
}

const right = async <A>(te: () => Promise<{ _tag: 'Left'; left: { message: string } } | { _tag: 'Right'; right: A }>): Promise<A> => {
  const r = await te()
  if (r._tag === 'Left') throw new Error(r.left.message)
  return r.right
}

const today = (): string => centreDayOf(epochMs(Date.now()))

/** What every PlayBookingBoard must do: a day's bookings in order, and attendance marked once on confirmed places only. */
export const playBookingBoardContract = (name: string, make: () => Promise<PlayBookingBoardHarness>): void => {
  describe(`PlayBookingBoard contract: ${name}`, () => {
    it("lists the day's bookings earliest first, confirmed and waitlisted, Junior and Senior", async () => {
      const h = await make()
      const list = await right(h.board.dayBookings({ centerServiceId: h.centerServiceId, day: today() }))
      expect(list.every((b, i) => i === 0 || (list[i - 1]?.startTime ?? 0) <= b.startTime)).toBe(true)
      expect(list.every((b) => centreDayOf(b.startTime) === today())).toBe(true)
      expect(new Set(list.map((b) => b.status))).toEqual(new Set(['CONFIRMED', 'WAITLIST']))
      expect(new Set(list.map((b) => b.level))).toEqual(new Set(['JUNIOR', 'SENIOR']))
      expect(list.filter((b) => b.status === 'WAITLIST').every((b) => b.attendedAt === null)).toBe(true)
      // The filters of the screen split this very answer.
      const [all, confirmed, waitlist] = PLAY_STATUS_FILTERS.map((status) => filterPlayBookings(list, { status, level: 'ALL' }).length)
      expect(all).toBe(list.length)
      expect((confirmed ?? 0) + (waitlist ?? 0)).toBe(list.length)
    })

    it("marks a confirmed booking of today present once; the day's list then shows it", async () => {
      const h = await make()
      const list = await right(h.board.dayBookings({ centerServiceId: h.centerServiceId, day: today() }))
      const open = list.find((b) => b.status === 'CONFIRMED' && b.attendedAt === null) as PlayDeskBooking
      expect(open).toBeDefined()
      const before = Date.now()
      const marked = await right(h.board.markAttended({ centerServiceId: h.centerServiceId, bookingId: open.bookingId }))
      expect(marked.bookingId).toBe(open.bookingId)
      expect(marked.attendedAt).not.toBeNull()
      expect(marked.attendedAt ?? 0).toBeGreaterThanOrEqual(before - 5_000)
      const after = await right(h.board.dayBookings({ centerServiceId: h.centerServiceId, day: today() }))
      expect(after.find((b) => b.bookingId === open.bookingId)?.attendedAt).toBe(marked.attendedAt)
      const again = await h.board.markAttended({ centerServiceId: h.centerServiceId, bookingId: open.bookingId })()
      expect(again._tag === 'Left' && [again.left._tag, again.left.message]).toEqual(['Rejected', PLAY_ALREADY_PRESENT])
    })

    it('refuses a waitlisted booking, an unknown booking and an unknown centre', async () => {
      const h = await make()
      const list = await right(h.board.dayBookings({ centerServiceId: h.centerServiceId, day: today() }))
      const waiting = list.find((b) => b.status === 'WAITLIST') as PlayDeskBooking
      const w = await h.board.markAttended({ centerServiceId: h.centerServiceId, bookingId: waiting.bookingId })()
      expect(w._tag === 'Left' && [w.left._tag, w.left.message]).toEqual(['Rejected', PLAY_WAITLIST_NOT_MARKED])
      const unknown = await h.board.markAttended({ centerServiceId: h.centerServiceId, bookingId: 'PB-NOT-THERE' })()
      expect(unknown._tag === 'Left' && unknown.left._tag).toBe('NotFound')
      const nowhere = await h.board.dayBookings({ centerServiceId: 987_654, day: today() })()
      expect(nowhere._tag === 'Left' && nowhere.left._tag).toBe('NotFound')
    })
  })
}
