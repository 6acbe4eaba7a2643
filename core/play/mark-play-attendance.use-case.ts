import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { MarkPlayAttendanceRequest, PlayDeskBooking } from './play-desk-booking'
import type { PlayBookingsDeps } from './play-bookings'

/** Marks a player present for a confirmed booking of today (/play-attendance). */
export const markPlayAttendance =
  (d: PlayBookingsDeps) =>
  (r: MarkPlayAttendanceRequest): TaskEither<GatewayError, PlayDeskBooking> =>
    d.playBookings.markAttended(r)
