import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { MarkPlayAttendanceRequest, PlayDayQuery, PlayDeskBooking } from './play-desk-booking'

/** A play centre's bookings of a day, and marking a player present (play bookings and attendance screens). */
export interface PlayBookingBoard {
  /** Every booking of the centre's sessions on the day, earliest session first. */
  dayBookings(q: PlayDayQuery): TaskEither<GatewayError, readonly PlayDeskBooking[]>
  /** Marks a confirmed booking of today present; answers the booking as marked. */
  markAttended(r: MarkPlayAttendanceRequest): TaskEither<GatewayError, PlayDeskBooking>
}
