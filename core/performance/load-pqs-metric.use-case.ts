import type { TaskEither } from 'fp-ts/TaskEither'
import { type DashboardRangeChoice, dashboardDays } from '../dashboard/dashboard-range.rule'
import type { Clock } from '../shared/clock.port'
import type { GatewayError } from '../shared/errors'
import type { PqsMetricDetail } from './performance'
import type { PerformanceDesk } from './performance-desk.port'

export type LoadPqsMetricDeps = { readonly performance: PerformanceDesk; readonly clock: Clock }
export type LoadPqsMetricRequest = { readonly centreId: number; readonly metricId: number; readonly range: DashboardRangeChoice }

/** A PQS metric's detail over a range choice (the dashboards' ranges, days from the clock). */
export const loadPqsMetric =
  (d: LoadPqsMetricDeps) =>
  (r: LoadPqsMetricRequest): TaskEither<GatewayError, PqsMetricDetail> =>
    d.performance.pqsMetric({ centreId: r.centreId, metricId: r.metricId, ...dashboardDays(r.range, d.clock.now()) })
