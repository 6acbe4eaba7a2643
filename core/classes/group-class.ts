import type { EpochMs } from '../shared/brands'
import type { CentreDay } from '../shared/centre-day-of'

/** A group class at a centre (/classes, /class/schedule). */
export type GroupClass = {
  readonly id: string
  readonly centreId: number
  readonly name: string
  readonly workout: string
  readonly trainerName: string
  readonly startTime: EpochMs
  readonly endTime: EpochMs
  readonly capacity: number
  /** Confirmed places taken. */
  readonly booked: number
  /** Members waiting for a place. */
  readonly waitlisted: number
}

export const CLASS_BOOKING_STATUSES = ['CONFIRMED', 'WAITLIST'] as const
export type ClassBookingStatus = (typeof CLASS_BOOKING_STATUSES)[number]

/** A member's place in a class: confirmed or waitlisted (with the place in the queue), and whether they came. */
export type ClassBooking = {
  readonly userId: string
  readonly memberName: string
  readonly status: ClassBookingStatus
  /** 1 for the first on the waitlist; null for a confirmed place. */
  readonly waitlistPosition: number | null
  readonly attended: boolean
}

/** A class with its bookings and waitlist (/classDetail/:id). */
export type GroupClassDetail = GroupClass & { readonly bookings: readonly ClassBooking[] }

export type MarkClassAttendanceRequest = { readonly classId: string; readonly userId: string }

export type ClassDaysQuery = { readonly centreId: number; readonly from: CentreDay; readonly to: CentreDay }
