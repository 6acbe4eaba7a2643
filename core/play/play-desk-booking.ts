import type { EpochMs } from '../shared/brands'
import type { CentreDay } from '../shared/centre-day-of'

/** A play booking's place: a confirmed place in the session, or on its waitlist (part 3 §9 booking filters). */
export const PLAY_BOOKING_STATUSES = ['CONFIRMED', 'WAITLIST'] as const
export type PlayBookingStatus = (typeof PLAY_BOOKING_STATUSES)[number]

/** The player's level (part 3 §9: levels Junior, Senior). */
export const PLAY_LEVELS = ['JUNIOR', 'SENIOR'] as const
export type PlayLevel = (typeof PLAY_LEVELS)[number]

/** A booking of a play session as the centre's desk sees it (/play-bookings, /play-attendance, /playAttendedBookings). */
export type PlayDeskBooking = {
  readonly bookingId: string
  readonly userId: string
  readonly memberName: string
  readonly sportName: string
  readonly startTime: EpochMs
  readonly endTime: EpochMs
  readonly status: PlayBookingStatus
  readonly level: PlayLevel
  /** When the player was marked present, or null. */
  readonly attendedAt: EpochMs | null
}

/** The play centre by its centre service id (as the play calls name it, part 2 §7) and a centre day. */
export type PlayDayQuery = { readonly centerServiceId: number; readonly day: CentreDay }
export type MarkPlayAttendanceRequest = { readonly centerServiceId: number; readonly bookingId: string }
