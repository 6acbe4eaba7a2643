import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { PlayBookingBoard } from '../../core/play/play-booking-board.port'
import type { PlayDeskBooking } from '../../core/play/play-desk-booking'
import { epochMs } from '../../core/shared/brands'
import { PLAY_DESK_PATHS, PlayDeskBookingWire, PlayDeskBookingsAnswer } from './contract/play-desk.codecs'
import type { HttpClient } from './http-client'

const bookingFrom = (w: PlayDeskBookingWire): PlayDeskBooking => ({
  bookingId: w.bookingId,
  userId: w.userId,
  memberName: w.memberName,
  sportName: w.sportName,
  startTime: epochMs(w.startTime),
  endTime: epochMs(w.endTime),
  status: w.status,
  level: w.level,
  attendedAt: w.attendedAt === null ? null : epochMs(w.attendedAt),
})

/** The play desk over HTTP: GET v1/play/desk/bookings and POST v1/play/desk/attendance. */
export const createHttpPlayBookingBoard = (http: HttpClient): PlayBookingBoard => ({
  dayBookings: (q) =>
    pipe(
      http.send({ path: PLAY_DESK_PATHS.bookings, params: { centerServiceId: q.centerServiceId, day: q.day } }, PlayDeskBookingsAnswer),
      TE.map((a) => a.bookings.map(bookingFrom)),
    ),
  markAttended: (r) =>
    pipe(http.send({ path: PLAY_DESK_PATHS.attendance, data: { centerServiceId: r.centerServiceId, bookingId: r.bookingId } }, PlayDeskBookingWire), TE.map(bookingFrom)),
})
