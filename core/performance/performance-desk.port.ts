import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { MyPerformance, MyPerformanceQuery, PqsMetricDetail, PqsMetricSummary, ScoreEmbed, TrainingSession } from './performance'

/**
 * The performance and training screens' backend (My Performance, PQS metric details, CM Score,
 * CM Training). Every answer is about the signed-in staff member at one of their centres.
 */
export interface PerformanceDesk {
  mine(q: MyPerformanceQuery): TaskEither<GatewayError, MyPerformance>
  pqsMetrics(centreId: number): TaskEither<GatewayError, readonly PqsMetricSummary[]>
  /** NotFound for an unknown metric; Rejected for a range that is not one. */
  pqsMetric(q: MyPerformanceQuery & { readonly metricId: number }): TaskEither<GatewayError, PqsMetricDetail>
  scoreEmbed(centreId: number): TaskEither<GatewayError, ScoreEmbed>
  /** Newest first. */
  trainingSessions(centreId: number): TaskEither<GatewayError, readonly TrainingSession[]>
}
