import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { DashboardQuery, DashboardSummary } from './dashboard'

/** The centre's figures at a glance over a range of days (dashboards /dash, /dashboard, /homepage). */
export interface CentreDashboard {
  summary(q: DashboardQuery): TaskEither<GatewayError, DashboardSummary>
}
