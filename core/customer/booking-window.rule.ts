import type { EpochMs } from '../shared/brands'
import { BOOKING_WINDOW_MS } from '../shared/constants'

/** A booking is active from 30 minutes before its start until 30 minutes after its end (both included). */
export const isBookingActive = (b: { readonly startTime: EpochMs; readonly endTime: EpochMs }, now: EpochMs): boolean =>
  now >= b.startTime - BOOKING_WINDOW_MS && now <= b.endTime + BOOKING_WINDOW_MS
