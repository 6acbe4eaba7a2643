import type { EpochMs } from '../shared/brands'
import { MINUTE_MS } from '../shared/constants'
import { centreMinuteOfDay } from '../shared/centre-day'
import type { CheckIn } from './check-in'
import { timeLabel } from './check-in-window.rule'

/** The instant a card's 'Checked in at' shows: the check-in time, else when it was validated, else its start (a booking). */
export const checkedInAt = (c: Pick<CheckIn, 'checkInTime' | 'validatedAt' | 'startTime'>): EpochMs => c.checkInTime ?? c.validatedAt ?? c.startTime

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
