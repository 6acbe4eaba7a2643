import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import { DASHBOARD_DAY_INVALID, DASHBOARD_RANGE_BACKWARDS, dashboardRangeTooLong } from '../shared/messages'
import type { DashboardQuery } from './dashboard'
import { MAX_DASHBOARD_DAYS, daysInRange, isCalendarDay } from './dashboard-range.rule'

/** The server's check of a dashboard query: real days, start on or before end, at most MAX_DASHBOARD_DAYS. */
export const checkDashboardQuery = (q: DashboardQuery): Either<string, DashboardQuery> => {
  if (!isCalendarDay(q.from) || !isCalendarDay(q.to)) return E.left(DASHBOARD_DAY_INVALID)
  const n = daysInRange(q.from, q.to)
  if (n < 1) return E.left(DASHBOARD_RANGE_BACKWARDS)
  if (n > MAX_DASHBOARD_DAYS) return E.left(dashboardRangeTooLong(MAX_DASHBOARD_DAYS))
  return E.right(q)
}
