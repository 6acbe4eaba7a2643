import type { EpochMs } from '../shared/brands'
import { centreDayOf } from '../shared/centre-day-of'
import { DAY_MS } from '../shared/constants'

/** The centre's calendar day of an instant, 'YYYY-MM-DD' in Asia/Kolkata (the form the server takes). */
export const centreDate = (t: EpochMs): string => centreDayOf(t)

/** A day number (days since 1970-01-01) of the centre's calendar day of an instant. */
export const centreDayNumber = (t: EpochMs): number => {
  const [y, m, d] = centreDate(t).split('-').map(Number) as [number, number, number]
  return Math.round(Date.UTC(y, m - 1, d) / DAY_MS)
}

/** Whole calendar days (Asia/Kolkata) from the day of `from` to the day of `to`; negative when `to` is earlier. */
export const centreDaysBetween = (from: EpochMs, to: EpochMs): number => centreDayNumber(to) - centreDayNumber(from)
