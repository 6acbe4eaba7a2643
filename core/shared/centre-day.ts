import { formatInTimeZone, fromZonedTime } from 'date-fns-tz'
import { DAY_MS, MINUTE_MS } from './constants'
import { epochMs, type EpochMs } from './brands'
import { CENTRE_TIME_ZONE } from './zone'
import { type CentreDay, centreDayOf } from './centre-day-of'

/** The centre day and the day an instant falls on live in their own file: the first screen needs only them. */
export { type CentreDay, centreDayOf } from './centre-day-of'

/** The first millisecond of a centre day. */
export const startOfCentreDay = (day: CentreDay): EpochMs =>
  epochMs(fromZonedTime(`${day}T00:00:00.000`, CENTRE_TIME_ZONE).getTime())

/** The last millisecond of a centre day. */
export const endOfCentreDay = (day: CentreDay): EpochMs => epochMs(startOfCentreDay(addDays(day, 1)) - 1)

/** The day `n` calendar days after `day` (negative goes back); pure calendar arithmetic. */
export const addDays = (day: CentreDay, n: number): CentreDay => {
  const [y, m, d] = day.split('-').map(Number)
  const t = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) + n * DAY_MS
  return new Date(t).toISOString().slice(0, 10)
}

/** Hour of the day (0-23) of an instant on the centre's clock. */
export const centreHourOf = (t: EpochMs): number => Number(formatInTimeZone(t, CENTRE_TIME_ZONE, 'H'))

/** Minutes since midnight of an instant on the centre's clock. */
export const centreMinuteOfDay = (t: EpochMs): number =>
  Math.floor((t - startOfCentreDay(centreDayOf(t))) / MINUTE_MS)

/** The instant at `minuteOfDay` minutes after midnight of a centre day. */
export const atMinuteOfDay = (day: CentreDay, minuteOfDay: number): EpochMs =>
  epochMs(startOfCentreDay(day) + minuteOfDay * MINUTE_MS)
