import type { CorePorts } from '../ports'
import { loadMyPerformance } from './load-my-performance.use-case'
import { loadPqsMetric } from './load-pqs-metric.use-case'
import { loadPqsMetrics } from './load-pqs-metrics.use-case'
import { loadScoreEmbed } from './load-score-embed.use-case'
import { loadTrainingSessions } from './load-training-sessions.use-case'

/** The performance use cases, bound to their ports. */
export const performanceUseCases = (p: CorePorts) => ({
  loadMyPerformance: loadMyPerformance(p),
  loadPqsMetric: loadPqsMetric(p),
  loadPqsMetrics: loadPqsMetrics(p),
  loadScoreEmbed: loadScoreEmbed(p),
  loadTrainingSessions: loadTrainingSessions(p),
})
