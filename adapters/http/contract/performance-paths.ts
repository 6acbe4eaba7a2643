/**
 * Paths of the performance and training calls. The spec names `v1/metabase/iframeUrl`
 * and `v1/pqs/*`; the My Performance and CM Training paths are ours.
 */
export const PERFORMANCE_PATHS = {
  myPerformance: 'v1/performance/mine',
  pqsMetrics: 'v1/pqs/metrics',
  pqsMetric: 'v1/pqs/metrics/:metricId',
  scoreIframeUrl: 'v1/metabase/iframeUrl',
  trainingSessions: 'v1/training/sessions',
} as const

/** The page the signed score URL opens (served by the backend outside the API, like an embedded dashboard). */
export const SCORE_PAGE_PATH = '/sandbox/score/embed'

export const pqsMetricPath = (metricId: number): string => PERFORMANCE_PATHS.pqsMetric.replace(':metricId', String(metricId))
