import { fromZonedTime } from 'date-fns-tz'
import { sessionDateLabel } from '../../core/customer/profile-dates.rule'
import { epochMs } from '../../core/shared/brands'
import { formatDateTime, formatDay, formatTime } from '../../core/shared/display-format'
import { CENTRE_TIME_ZONE } from '../../core/shared/zone'
import { humaniseCode } from '../../core/shared/enum-labels'

/* The screens' names for the core's display formats (core/shared/display-format.ts). */

/** A session's time as the spec shows it: 'DD MMM YYYY | h:mm a', in the centre's zone. */
export const sessionTime = (t: number): string => sessionDateLabel(epochMs(t))

/** A calendar date in the centre's zone: 'DD MMM YYYY'. */
export const centreDate = (t: number): string => formatDay(t)

/** A clock time in the centre's zone: 'h:mm A'. */
export const centreClock = (t: number): string => formatTime(t)

/** 'DD MMM YYYY, h:mm A' (orders, call trail). */
export const centreDateTime = (t: number): string => formatDateTime(t)

/** A code in the words staff use: 'NOT_CONNECTED' → 'Not connected' (the core's labelling rule, core/shared/enum-labels). */
export const inWords = (code: string): string => humaniseCode(code.trim())

/** A day ('yyyy-MM-dd') and clock time ('HH:mm') at the centre as 'DD MMM YYYY' and 'h:mm A'. */
export const centreDayAndClock = (day: string, time: string): { readonly date: string; readonly clock: string } => {
  const t = fromZonedTime(`${day}T${time}:00`, CENTRE_TIME_ZONE).getTime()
  return Number.isNaN(t) ? { date: day, clock: time } : { date: centreDate(t), clock: centreClock(t) }
}
