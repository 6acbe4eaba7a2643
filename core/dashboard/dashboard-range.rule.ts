import type { EpochMs } from '../shared/brands'
import { addDays, type CentreDay, centreDayOf } from '../shared/centre-day'
import { type DashboardRange, type DayRange, dashboardRange } from '../shared/dashboard-date-range.rule'

/** What a dashboard can show: today at a glance, or one of the spec's ranges (part 3 §9). */
export type DashboardRangeChoice = 'today' | DashboardRange

/** In the order the screen offers them. */
export const DASHBOARD_RANGE_CHOICES: readonly DashboardRangeChoice[] = ['today', 'last7Days', 'last10Days', 'last30Days', 'monthToDate']

/** The longest range a dashboard call covers (a month to date on day 1 is at most 31 days; 62 leaves room). */
export const MAX_DASHBOARD_DAYS = 62

/**
 * The days a range choice covers as of `now`: today alone, or the spec's last 7 / 10 / 30 days
 * ending yesterday and month to date (the previous month on day 1), in the centre's zone.
 */
export const dashboardDays = (choice: DashboardRangeChoice, now: EpochMs): DayRange => {
  if (choice === 'today') {
    const today = centreDayOf(now)
    return { from: today, to: today }
  }
  return dashboardRange(choice, now)
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export const isCalendarDay = (s: string): boolean => {
  const m = DAY_PATTERN.exec(s)
  if (m === null) return false
  return addDays(s, 0) === s
}

/** Number of days from `from` to `to`, both included (0 or less when `to` is before `from`). */
export const daysInRange = (from: CentreDay, to: CentreDay): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1

/** Every day of a range, in order. */
export const eachDay = (from: CentreDay, to: CentreDay): readonly CentreDay[] =>
  Array.from({ length: Math.max(0, daysInRange(from, to)) }, (_, i) => addDays(from, i))
