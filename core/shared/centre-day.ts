import { DAY_MS, MINUTE_MS } from './constants'
import { epochMs, type EpochMs } from './brands'
import { type CentreDay, centreDayOf, centreWallClock } from './centre-day-of'

/** The centre day and the day an instant falls on live in their own file: the first screen needs only them. */
export { type CentreDay, centreDayOf } from './centre-day-of'

/** How far the centre's clock is ahead of UTC at an instant, in milliseconds. */
const zoneOffset = (t: number): number => {
  const w = centreWallClock(t)
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(t / 1000) * 1000
}

/**
 * The first millisecond of a centre day: midnight on the centre's wall clock, found with the
 * platform's Intl calendar (the offset at a first guess, then at the answer, for a day whose
 * offset changes) rather than date-fns-tz, so the screens that show a day do not carry it.
 */
export const startOfCentreDay = (day: CentreDay): EpochMs => {
  const [y, m, d] = day.split('-').map(Number)
  const wall = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)
  return epochMs(wall - zoneOffset(wall - zoneOffset(wall)))
}

/**
 * The instant a wall-clock time of a centre day reads (hour 0-23, minute 0-59), found as
 * startOfCentreDay finds midnight, so a day with a clock change keeps 6 am at 6 am.
 */
export const centreWallInstant = (day: CentreDay, hour: number, minute: number): EpochMs => {
  const [y, m, d] = day.split('-').map(Number)
  const wall = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, hour, minute)
  return epochMs(wall - zoneOffset(wall - zoneOffset(wall)))
}

/** The first millisecond of the centre day an instant falls on. */
export const startOfCentreDayOf = (t: number): EpochMs => startOfCentreDay(centreDayOf(t))

/** The weekday of a centre day, 0 Sunday to 6 Saturday (pure calendar arithmetic). */
export const weekdayOf = (day: CentreDay): number => {
  const [y, m, d] = day.split('-').map(Number)
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).getUTCDay()
}

/** The last millisecond of a centre day. */
export const endOfCentreDay = (day: CentreDay): EpochMs => epochMs(startOfCentreDay(addDays(day, 1)) - 1)

/** The day `n` calendar days after `day` (negative goes back); pure calendar arithmetic. */
export const addDays = (day: CentreDay, n: number): CentreDay => {
  const [y, m, d] = day.split('-').map(Number)
  const t = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) + n * DAY_MS
  return new Date(t).toISOString().slice(0, 10)
}

/** Hour of the day (0-23) of an instant on the centre's clock. */
export const centreHourOf = (t: EpochMs): number => centreWallClock(t).hour

/** Minutes since midnight of an instant on the centre's clock. */
export const centreMinuteOfDay = (t: EpochMs): number =>
  Math.floor((t - startOfCentreDayOf(t)) / MINUTE_MS)

/** The instant at `minuteOfDay` minutes after midnight of a centre day. */
export const atMinuteOfDay = (day: CentreDay, minuteOfDay: number): EpochMs =>
  epochMs(startOfCentreDay(day) + minuteOfDay * MINUTE_MS)
