import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { PqsMetricSummary } from './performance'
import type { PerformanceDesk } from './performance-desk.port'

/** The PQS metrics of a centre, to move between them. */
export const loadPqsMetrics =
  (d: { readonly performance: PerformanceDesk }) =>
  (centreId: number): TaskEither<GatewayError, readonly PqsMetricSummary[]> =>
    d.performance.pqsMetrics(centreId)
