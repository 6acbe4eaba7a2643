import type { EpochMs } from '../shared/brands'
import { formatDateTime, formatDay, formatNumericDateTime, formatTime } from '../shared/display-format'

/** An order's time in the centre's zone, 'DD MMM YYYY, h:mm A' (part 1 §9): '05 Mar 2026, 4:07 PM'. */
export const orderDateLabel = (t: EpochMs): string => formatDateTime(t)

/** A session's time in the centre's zone, 'DD MMM YYYY | h:mm a' (part 1 §9): '05 Mar 2026 | 4:07 pm'. */
export const sessionDateLabel = (t: EpochMs): string => {
  const day = formatDay(t)
  const time = formatTime(t).toLowerCase()
  return `${day} | ${time}`
}

/** A calendar day in the centre's zone, as the membership table shows it: '05 Mar 2026'. */
export const dayLabel = (t: EpochMs): string => formatDay(t)

/** The name as a phone shows it: the first name and the last name's initial ('Lakshmi I.'). */
export const abbreviatedName = (firstName: string, lastName: string): string => {
  const last = lastName.trim()
  return last === '' ? firstName.trim() : `${firstName.trim()} ${last[0]?.toUpperCase() ?? ''}.`
}

/** A payment link's time in the centre's zone, 'DD-MM-YYYY HH:mm' (part 1 §9). */
export const paymentLinkDateLabel = (t: EpochMs): string => formatNumericDateTime(t)
