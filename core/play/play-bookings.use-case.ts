import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { PlayBookingBoard } from './play-booking-board.port'
import type { MarkPlayAttendanceRequest, PlayDayQuery, PlayDeskBooking } from './play-desk-booking'

export type PlayBookingsDeps = { readonly playBookings: PlayBookingBoard }

/** A play centre's bookings of a day (/play-bookings, /play-attendance, /playAttendedBookings); filters are the core's rule. */
export const loadPlayBookings =
  (d: PlayBookingsDeps) =>
  (q: PlayDayQuery): TaskEither<GatewayError, readonly PlayDeskBooking[]> =>
    d.playBookings.dayBookings(q)

/** Marks a player present for a confirmed booking of today (/play-attendance). */
export const markPlayAttendance =
  (d: PlayBookingsDeps) =>
  (r: MarkPlayAttendanceRequest): TaskEither<GatewayError, PlayDeskBooking> =>
    d.playBookings.markAttended(r)
