import type { EpochMs } from '../shared/brands'
import { centreDayOf } from '../shared/centre-day-of'
import { centreClockLabel } from '../reminders/centre-clock-label.rule'
import { MONTH_NAMES_SHORT } from '../shared/calendar-names'

/**
 * When a message was sent, on the centre's clock: 'Today, 7:05 PM' on the centre's today, else
 * '24 Nov 2026, 7:05 PM' (the spec's 'h:mm A' times; dates as staff read them).
 */
export const inboxTimeLabel = (sentAt: EpochMs, now: EpochMs): string => {
  const day = centreDayOf(sentAt)
  if (day === centreDayOf(now)) return `Today, ${centreClockLabel(sentAt)}`
  const [y, m, d] = day.split('-')
  return `${Number(d)} ${MONTH_NAMES_SHORT[Number(m) - 1] ?? m} ${y}, ${centreClockLabel(sentAt)}`
}
