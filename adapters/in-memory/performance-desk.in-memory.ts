import * as E from 'fp-ts/Either'
import { checkDashboardQuery } from '../../core/dashboard/dashboard-query.rule'
import type { TrainingSession } from '../../core/performance/performance'
import type { PerformanceDesk } from '../../core/performance/performance-desk.port'
import { type PerformanceRecords, pqsMetricDetail, summariseMyPerformance } from '../../core/performance/performance-records.rule'
import { PQS_METRICS, pqsMetricById } from '../../core/performance/pqs-metrics'
import type { Clock } from '../../core/shared/clock.port'
import { forbidden, notFound, rejected } from '../../core/shared/errors'
import { PQS_METRIC_NOT_FOUND, TASK_CENTRE_NOT_YOURS } from '../../core/shared/messages'
import { run } from './run'

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends readonly (infer U)[] ? U[] : T[K] }

/** The signed-in staff member the in-memory desk answers for. */
export type InMemoryPerformanceStaff = { readonly id: string; readonly name: string; readonly empId: string; readonly centres: readonly number[] }

export type InMemoryPerformanceDesk = PerformanceDesk & {
  readonly records: Mutable<PerformanceRecords>
  readonly training: Map<string, TrainingSession[]>
}

/** How long a score URL is valid. */
export const SCORE_URL_TTL_MS = 10 * 60_000

/**
 * The performance desk over in-process records, computed by the core's reference rules
 * (summariseMyPerformance, pqsMetricDetail) for one signed-in staff member.
 */
export const createInMemoryPerformanceDesk = (
  staff: InMemoryPerformanceStaff,
  clock: Clock,
  records: Mutable<PerformanceRecords> = { orders: [], leads: [], pitches: [], ptSessions: [] },
  training: Map<string, TrainingSession[]> = new Map(),
): InMemoryPerformanceDesk => {
  const own = (centreId: number) => staff.centres.includes(centreId)
  return {
    records,
    training,
    mine: (q) =>
      run(() => {
        if (!own(q.centreId)) return E.left(forbidden(TASK_CENTRE_NOT_YOURS))
        const checked = checkDashboardQuery(q)
        if (E.isLeft(checked)) return E.left(rejected(checked.left))
        return E.right(summariseMyPerformance(records, staff.id, staff.name, q))
      }),
    pqsMetrics: (centreId) => run(() => (own(centreId) ? E.right(PQS_METRICS.map((m) => ({ id: m.id, name: m.name }))) : E.left(forbidden(TASK_CENTRE_NOT_YOURS)))),
    pqsMetric: (q) =>
      run(() => {
        if (!own(q.centreId)) return E.left(forbidden(TASK_CENTRE_NOT_YOURS))
        const m = pqsMetricById(q.metricId)
        if (m === undefined) return E.left(notFound(PQS_METRIC_NOT_FOUND))
        const checked = checkDashboardQuery(q)
        if (E.isLeft(checked)) return E.left(rejected(checked.left))
        return E.right(pqsMetricDetail(records, m, q))
      }),
    scoreEmbed: (centreId) =>
      run(() => {
        if (!own(centreId)) return E.left(forbidden(TASK_CENTRE_NOT_YOURS))
        if (!staff.empId.startsWith('CLT')) return E.left(forbidden('This needs a CLT employee id.'))
        const expiresAt = clock.now() + SCORE_URL_TTL_MS
        return E.right({ url: `/sandbox/score/embed?centre=${centreId}&staff=${encodeURIComponent(staff.id)}&exp=${expiresAt}&sig=in-memory`, expiresAt })
      }),
    trainingSessions: (centreId) =>
      run(() => (own(centreId) ? E.right([...(training.get(staff.id) ?? [])].sort((a, b) => b.startedAt - a.startedAt)) : E.left(forbidden(TASK_CENTRE_NOT_YOURS)))),
  }
}
