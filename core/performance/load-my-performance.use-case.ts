import type { TaskEither } from 'fp-ts/TaskEither'
import { type DashboardRangeChoice, dashboardDays } from '../dashboard/dashboard-range.rule'
import type { Clock } from '../shared/clock.port'
import type { GatewayError } from '../shared/errors'
import type { MyPerformance } from './performance'
import type { PerformanceDesk } from './performance-desk.port'

export type LoadMyPerformanceDeps = { readonly performance: PerformanceDesk; readonly clock: Clock }
export type LoadMyPerformanceRequest = { readonly centreId: number; readonly range: DashboardRangeChoice }

/**
 * My Performance over a range choice: the dashboards' ranges (today, the last 7 / 10 / 30 days
 * ending yesterday, month to date falling back to the previous month on day 1), from the clock in
 * the centre's zone; the figures from the backend.
 */
export const loadMyPerformance =
  (d: LoadMyPerformanceDeps) =>
  (r: LoadMyPerformanceRequest): TaskEither<GatewayError, MyPerformance> =>
    d.performance.mine({ centreId: r.centreId, ...dashboardDays(r.range, d.clock.now()) })
