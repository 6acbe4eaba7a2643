import type { EpochMs } from '../shared/brands'
import { MINUTE_MS } from '../shared/constants'
import { centreMinuteOfDay } from '../shared/centre-day'
import { BOOKED_FOR, CHECKED_IN_AT, CHECKED_OUT_AT, MISSED_BOOKING_AT } from '../shared/messages'
import type { CheckIn, CheckInDisplayState } from './check-in'
import { timeLabel } from './check-in-window.rule'

/** The instant a card's 'Checked in at' shows: the check-in time, else when it was validated, else its start (a booking). */
export const checkedInAt = (c: Pick<CheckIn, 'checkInTime' | 'validatedAt' | 'startTime'>): EpochMs => c.checkInTime ?? c.validatedAt ?? c.startTime

/** The instant a checked-out card shows: the check-out time, else the end of the visit. */
export const checkedOutAt = (c: Pick<CheckIn, 'checkOutTime' | 'endTime'>): EpochMs => c.checkOutTime ?? c.endTime

/** What a card's time line says and which instant it names. */
export type CardTime = { readonly label: string; readonly at: EpochMs }

/**
 * A card's time line follows its display state: a booking is 'Booked for' its start, a missed
 * booking 'Missed, booked for' its start, a checked-in member 'Checked in at' their check-in time,
 * a checked-out one 'Checked out at' their check-out time (else the end of the visit). A card with
 * no display state (never shown by the lists) reads as a check-in.
 */
export const cardTime = (
  c: Pick<CheckIn, 'checkInTime' | 'validatedAt' | 'startTime' | 'checkOutTime' | 'endTime'>,
  state: CheckInDisplayState | undefined,
): CardTime => {
  switch (state) {
    case 'BOOKED':
      return { label: BOOKED_FOR, at: c.startTime }
    case 'MISSED':
      return { label: MISSED_BOOKING_AT, at: c.startTime }
    case 'CHECKED_OUT':
      return { label: CHECKED_OUT_AT, at: checkedOutAt(c) }
    case 'CHECKED_IN':
    case undefined:
      return { label: CHECKED_IN_AT, at: checkedInAt(c) }
  }
}

const labels = new Map<number, string>()
const LABEL_CACHE_MAX = 4096

/**
 * 'h:mm A' on the centre's clock (Asia/Kolkata), e.g. '7:05 PM', whatever the machine's zone.
 * Labels are kept per minute (a pure function of the minute), so scrolling a long list does not
 * run the time-zone conversion again for every card.
 */
export const centreClockTime = (t: EpochMs): string => {
  const minute = Math.floor(t / MINUTE_MS)
  const hit = labels.get(minute)
  if (hit !== undefined) return hit
  const label = timeLabel(centreMinuteOfDay(t))
  if (labels.size >= LABEL_CACHE_MAX) labels.clear()
  labels.set(minute, label)
  return label
}
