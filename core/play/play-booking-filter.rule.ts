import type { PlayBookingStatus, PlayDeskBooking, PlayLevel } from './play-desk-booking'

/** The booking filters of part 3 §9: Show All, Confirmed, Waitlist. */
export const PLAY_STATUS_FILTERS = ['ALL', 'CONFIRMED', 'WAITLIST'] as const
export type PlayStatusFilter = (typeof PLAY_STATUS_FILTERS)[number]

/** The level filter (levels Junior, Senior), or every level. */
export const PLAY_LEVEL_FILTERS = ['ALL', 'JUNIOR', 'SENIOR'] as const
export type PlayLevelFilter = (typeof PLAY_LEVEL_FILTERS)[number]

export type PlayBookingFilter = { readonly status: PlayStatusFilter; readonly level: PlayLevelFilter }

export const SHOW_ALL_BOOKINGS: PlayBookingFilter = { status: 'ALL', level: 'ALL' }

const statusMatches = (f: PlayStatusFilter, s: PlayBookingStatus): boolean => f === 'ALL' || f === s
const levelMatches = (f: PlayLevelFilter, l: PlayLevel): boolean => f === 'ALL' || f === l

/**
 * The bookings a filter keeps, in their order: Show All keeps every booking, Confirmed the confirmed
 * places and Waitlist the waitlisted ones; a level keeps only that level's players.
 */
export const filterPlayBookings = (bookings: readonly PlayDeskBooking[], f: PlayBookingFilter): readonly PlayDeskBooking[] =>
  bookings.filter((b) => statusMatches(f.status, b.status) && levelMatches(f.level, b.level))

/** Attended bookings (/playAttendedBookings): those marked present, earliest session first. */
export const attendedPlayBookings = (bookings: readonly PlayDeskBooking[]): readonly PlayDeskBooking[] =>
  bookings.filter((b) => b.attendedAt !== null).sort((a, b) => a.startTime - b.startTime || a.bookingId.localeCompare(b.bookingId))

/**
 * Why a booking cannot be marked present (undefined: it can). Only a confirmed place is marked, once.
 */
export type AttendanceRefusal = 'WAITLISTED' | 'ALREADY_MARKED'
export const attendanceRefusal = (b: PlayDeskBooking): AttendanceRefusal | undefined =>
  b.status !== 'CONFIRMED' ? 'WAITLISTED' : b.attendedAt !== null ? 'ALREADY_MARKED' : undefined
