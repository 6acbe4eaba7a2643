import type { PlayBooking } from '../selling/play'

/** The bookings the desk still cares about: those not yet over, soonest first. */
export const upcomingPlayBookings = (list: readonly PlayBooking[], now: number): readonly PlayBooking[] =>
  list.filter((b) => b.endTime > now).sort((a, b) => a.startTime - b.startTime)
