import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { PlayDayQuery, PlayDeskBooking } from './play-desk-booking'
import type { PlayBookingsDeps } from './play-bookings'

/** A play centre's bookings of a day (/play-bookings, /play-attendance, /playAttendedBookings); filters are the core's rule. */
export const loadPlayBookings =
  (d: PlayBookingsDeps) =>
  (q: PlayDayQuery): TaskEither<GatewayError, readonly PlayDeskBooking[]> =>
    d.playBookings.dayBookings(q)
