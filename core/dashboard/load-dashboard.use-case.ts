import type { TaskEither } from 'fp-ts/TaskEither'
import type { Clock } from '../shared/clock.port'
import type { GatewayError } from '../shared/errors'
import type { CentreDashboard } from './centre-dashboard.port'
import type { DashboardSummary } from './dashboard'
import { type DashboardRangeChoice, dashboardDays } from './dashboard-range.rule'

export type LoadDashboardDeps = { readonly dashboard: CentreDashboard; readonly clock: Clock }
export type LoadDashboardRequest = { readonly centreId: number; readonly range: DashboardRangeChoice }
export type LoadDashboardError = GatewayError

/**
 * A centre's dashboard for a range choice (part 3 §9): the days come from the clock in the
 * centre's zone (today, or the last 7 / 10 / 30 days ending yesterday, or month to date), the
 * figures from the backend.
 */
export const loadDashboard =
  (d: LoadDashboardDeps) =>
  (r: LoadDashboardRequest): TaskEither<LoadDashboardError, DashboardSummary> =>
    d.dashboard.summary({ centreId: r.centreId, ...dashboardDays(r.range, d.clock.now()) })
