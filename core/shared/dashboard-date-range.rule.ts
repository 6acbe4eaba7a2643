import type { EpochMs } from './brands'
import { addDays, type CentreDay, centreDayOf } from './centre-day'

/** A range of centre days, both ends included. */
export type DayRange = { readonly from: CentreDay; readonly to: CentreDay }

export type DashboardRange = 'last7Days' | 'last10Days' | 'last30Days' | 'monthToDate'

/** The last `n` days ending yesterday (centre days). */
export const lastDays = (n: number, now: EpochMs): DayRange => {
  const yesterday = addDays(centreDayOf(now), -1)
  return { from: addDays(yesterday, -(n - 1)), to: yesterday }
}

/**
 * Month to date, ending yesterday: from the 1st of this month; on the 1st (when this month has no
 * finished day yet) it falls back to the whole previous month.
 */
export const monthToDate = (now: EpochMs): DayRange => {
  const yesterday = addDays(centreDayOf(now), -1)
  return { from: `${yesterday.slice(0, 8)}01`, to: yesterday }
}

export const dashboardRange = (range: DashboardRange, now: EpochMs): DayRange => {
  switch (range) {
    case 'last7Days':
      return lastDays(7, now)
    case 'last10Days':
      return lastDays(10, now)
    case 'last30Days':
      return lastDays(30, now)
    case 'monthToDate':
      return monthToDate(now)
  }
}
