import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { PqsMetricDetail } from '../../core/performance/performance'
import type { PerformanceDesk } from '../../core/performance/performance-desk.port'
import { paise } from '../../core/shared/brands'
import { PERFORMANCE_PATHS, pqsMetricPath } from './contract/performance-paths'
import { IframeUrlAnswer, MyPerformanceAnswer, PqsMetricAnswer, PqsMetricsAnswer, TrainingSessionsAnswer } from './contract/performance.codecs'
import type { HttpClient } from './http-client'

const detailFrom = (a: PqsMetricAnswer): PqsMetricDetail => ({
  id: a.id,
  name: a.name,
  definition: a.definition,
  targetPercent: a.targetPercent,
  centreId: a.centerId,
  from: a.startDate,
  to: a.endDate,
  counted: a.counted,
  total: a.total,
  percent: a.percent ?? undefined,
  days: a.days.map((d) => ({ day: d.day, counted: d.counted, total: d.total, percent: d.percent ?? undefined })),
  rows: a.rows,
})

/** The performance and training calls over HTTP (PERFORMANCE_PATHS). */
export const createHttpPerformanceDesk = (http: HttpClient): PerformanceDesk => ({
  mine: (q) =>
    pipe(
      http.send({ path: PERFORMANCE_PATHS.myPerformance, params: { centerId: q.centreId, startDate: q.from, endDate: q.to } }, MyPerformanceAnswer),
      TE.map((a) => ({
        centreId: a.centerId,
        from: a.startDate,
        to: a.endDate,
        staffName: a.staffName,
        sales: a.sales,
        revenue: paise(a.revenue),
        cashRevenue: paise(a.cashRevenue),
        pitches: a.pitches,
        leadsConverted: a.leadsConverted,
        ptSessions: a.ptSessions,
        days: a.days.map((d) => ({ day: d.day, sales: d.sales, revenue: paise(d.revenue) })),
      })),
    ),
  pqsMetrics: (centreId) =>
    pipe(
      http.send({ path: PERFORMANCE_PATHS.pqsMetrics, params: { centerId: centreId } }, PqsMetricsAnswer),
      TE.map((a) => a.metrics),
    ),
  pqsMetric: (q) =>
    pipe(http.send({ path: pqsMetricPath(q.metricId), params: { centerId: q.centreId, startDate: q.from, endDate: q.to } }, PqsMetricAnswer), TE.map(detailFrom)),
  scoreEmbed: (centreId) =>
    pipe(
      http.send({ path: PERFORMANCE_PATHS.scoreIframeUrl, params: { centerId: centreId } }, IframeUrlAnswer),
      TE.map((a) => ({ url: a.iframeUrl, expiresAt: a.expiresAt })),
    ),
  trainingSessions: (centreId) =>
    pipe(
      http.send({ path: PERFORMANCE_PATHS.trainingSessions, params: { centerId: centreId } }, TrainingSessionsAnswer),
      TE.map((a) => a.sessions),
    ),
})
