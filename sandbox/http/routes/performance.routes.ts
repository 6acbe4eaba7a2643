import type { Hono } from 'hono'
import { PERFORMANCE_PATHS } from '../../../adapters/http/contract/performance-paths'
import { CentreQueryWire, PerfRangeQueryWire, PqsMetricParams, type TrainingSessionsAnswer } from '../../../adapters/http/contract/performance.codecs'
import { checkDashboardQuery } from '../../../core/dashboard/dashboard-query.rule'
import { PQS_METRICS, pqsMetricById } from '../../../core/performance/pqs-metrics'
import { CENTRE_NOT_FOUND, PQS_METRIC_NOT_FOUND } from '../../../core/shared/messages'
import type { Db } from '../../db/database'
import { myPerformance, pqsMetric } from '../../performance/performance-sql'
import { signScoreUrl } from '../../performance/score-url'
import { centreById } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { routeTable } from '../route'

type TrainingRow = { id: string; scenario: string; started_at: number; duration_minutes: number; score: number; outcome: 'PASSED' | 'NEEDS_PRACTICE'; feedback: string }

/**
 * Performance and training: My Performance, the PQS metrics (v1/pqs/*), the CM Score's
 * signed iframe URL (v1/metabase/iframeUrl) and CM Training sessions. Every figure is SQL over the
 * sandbox's own tables on each call; each call follows its screen's gate at the centre named.
 */
export const performanceRoutes = ({ db, now }: { readonly db: Db; readonly now: () => number }): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)

  api.get(
    PERFORMANCE_PATHS.myPerformance,
    { permission: ['CM_PERFORMANCE', 'VIEW'], query: PerfRangeQueryWire, centre: 'centerId (query)', scope: (i) => S.at([S.ofCentreId(i.query.centerId)]), screen: '/cm-performance' },
    (c, i) => {
      const centre = centreById(db, Number(i.query.centerId))
      if (centre === undefined) return c.json({ message: CENTRE_NOT_FOUND }, 404)
      const checked = checkDashboardQuery({ centreId: centre.wire.id, from: i.query.startDate, to: i.query.endDate })
      if (checked._tag === 'Left') return c.json({ message: checked.left }, 400)
      return c.json(myPerformance(db, centre.wire.id, centre.wire.centerServiceId, i.staff, i.query.startDate, i.query.endDate))
    },
  )

  api.get(
    PERFORMANCE_PATHS.pqsMetrics,
    { permission: ['PARTNER_SCORE', 'VIEW'], query: CentreQueryWire, centre: 'centerId (query)', scope: (i) => S.at([S.ofCentreId(i.query.centerId)]), screen: '/PQS/metricDetails/:id' },
    (c, i) => {
      if (centreById(db, Number(i.query.centerId)) === undefined) return c.json({ message: CENTRE_NOT_FOUND }, 404)
      return c.json({ metrics: PQS_METRICS.map((m) => ({ id: m.id, name: m.name })) })
    },
  )

  api.get(
    PERFORMANCE_PATHS.pqsMetric,
    {
      permission: ['PARTNER_SCORE', 'VIEW'],
      params: PqsMetricParams,
      query: PerfRangeQueryWire,
      centre: 'centerId (query)',
      scope: (i) => S.at([S.ofCentreId(i.query.centerId)]),
      screen: '/PQS/metricDetails/:id',
    },
    (c, i) => {
      const centre = centreById(db, Number(i.query.centerId))
      if (centre === undefined) return c.json({ message: CENTRE_NOT_FOUND }, 404)
      const m = pqsMetricById(Number(i.params.metricId))
      if (m === undefined) return c.json({ message: PQS_METRIC_NOT_FOUND }, 404)
      const checked = checkDashboardQuery({ centreId: centre.wire.id, from: i.query.startDate, to: i.query.endDate })
      if (checked._tag === 'Left') return c.json({ message: checked.left }, 400)
      return c.json(pqsMetric(db, m, centre.wire.id, i.query.startDate, i.query.endDate))
    },
  )

  api.get(
    PERFORMANCE_PATHS.scoreIframeUrl,
    { permission: 'staff', query: CentreQueryWire, centre: 'centerId (query)', scope: (i) => S.at([S.ofCentreId(i.query.centerId)]), screen: '/cm-score' },
    (c, i) => {
      const centre = centreById(db, Number(i.query.centerId))
      if (centre === undefined) return c.json({ message: CENTRE_NOT_FOUND }, 404)
      return c.json(signScoreUrl(centre.wire.id, i.staff.id, now()))
    },
  )

  api.get(
    PERFORMANCE_PATHS.trainingSessions,
    { permission: ['CM_AI_TRAINING', 'VIEW'], query: CentreQueryWire, centre: 'centerId (query)', scope: (i) => S.at([S.ofCentreId(i.query.centerId)]), screen: '/voice-agent' },
    (c, i) => {
      if (centreById(db, Number(i.query.centerId)) === undefined) return c.json({ message: CENTRE_NOT_FOUND }, 404)
      const rows = db.prepare('SELECT * FROM cm_training_sessions WHERE staff_id = ? ORDER BY started_at DESC, id').all(i.staff.id) as TrainingRow[]
      const body: TrainingSessionsAnswer = {
        sessions: rows.map((r) => ({ id: r.id, scenario: r.scenario, startedAt: r.started_at, durationMinutes: r.duration_minutes, score: r.score, outcome: r.outcome, feedback: r.feedback })),
      }
      return c.json(body)
    },
  )
  return api.app
}
