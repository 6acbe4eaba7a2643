import * as E from 'fp-ts/Either'
import { attendanceRefusal } from '../../core/play/play-booking-filter.rule'
import type { PlayBookingBoard } from '../../core/play/play-booking-board.port'
import type { PlayDeskBooking } from '../../core/play/play-desk-booking'
import type { EpochMs } from '../../core/shared/brands'
import { centreDayOf } from '../../core/shared/centre-day-of'
import { notFound, rejected } from '../../core/shared/errors'
import {
  PLAY_ALREADY_PRESENT,
  PLAY_ATTENDANCE_TODAY_ONLY,
  PLAY_BOOKING_NOT_FOUND,
  PLAY_NOT_A_PLAY_CENTRE,
  PLAY_WAITLIST_NOT_MARKED,
} from '../../core/shared/messages'
import { run } from './run'

export type InMemoryPlayBookingBoard = PlayBookingBoard & {
  /** Bookings by the play centre's centre service id (tests add to them). */
  readonly centres: Map<number, PlayDeskBooking[]>
}

const byStart = (a: PlayDeskBooking, b: PlayDeskBooking): number => a.startTime - b.startTime || a.bookingId.localeCompare(b.bookingId)

/** The play desk in process: the same refusals as the sandbox, time from the given clock. */
export const createInMemoryPlayBookingBoard = (now: () => EpochMs, centres: Map<number, PlayDeskBooking[]> = new Map()): InMemoryPlayBookingBoard => ({
  centres,
  dayBookings: (q) =>
    run(() => {
      const list = centres.get(q.centerServiceId)
      if (list === undefined) return E.left(notFound(PLAY_NOT_A_PLAY_CENTRE))
      return E.right(list.filter((b) => centreDayOf(b.startTime) === q.day).sort(byStart))
    }),
  markAttended: (r) =>
    run(() => {
      const list = centres.get(r.centerServiceId)
      if (list === undefined) return E.left(notFound(PLAY_NOT_A_PLAY_CENTRE))
      const i = list.findIndex((b) => b.bookingId === r.bookingId)
      const b = list[i]
      if (b === undefined) return E.left(notFound(PLAY_BOOKING_NOT_FOUND))
      const refusal = attendanceRefusal(b)
      if (refusal === 'WAITLISTED') return E.left(rejected(PLAY_WAITLIST_NOT_MARKED))
      if (refusal === 'ALREADY_MARKED') return E.left(rejected(PLAY_ALREADY_PRESENT))
      const t = now()
      if (centreDayOf(b.startTime) !== centreDayOf(t)) return E.left(rejected(PLAY_ATTENDANCE_TODAY_ONLY))
      const marked = { ...b, attendedAt: t }
      list[i] = marked
      return E.right(marked)
    }),
})
