import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { CentreDashboard } from '../../core/dashboard/centre-dashboard.port'
import type { DashboardSummary } from '../../core/dashboard/dashboard'
import { paise } from '../../core/shared/brands'
import { DashboardAnswer } from './contract/dashboard.codecs'
import { PATHS } from './contract/paths'
import type { HttpClient } from './http-client'

const summaryFrom = (a: DashboardAnswer): DashboardSummary => ({
  centreId: a.centerId,
  from: a.startDate,
  to: a.endDate,
  visitKind: a.visitKind,
  visits: a.visits,
  visitsByTimeOfDay: a.visitsByTimeOfDay,
  sales: a.sales,
  revenue: paise(a.revenue),
  ptSessions: a.ptSessions,
  leadsDue: a.leadsDue,
  renewalsDue: a.renewalsDue,
  days: a.days.map((d) => ({ day: d.day, visits: d.visits, sales: d.sales, revenue: paise(d.revenue) })),
})

/** The dashboard over HTTP: GET v1/dashboard/summary with the centre and the range's days (YYYY-MM-DD). */
export const createHttpCentreDashboard = (http: HttpClient): CentreDashboard => ({
  summary: (q) =>
    pipe(
      http.send({ path: PATHS.dashboardSummary, params: { centerId: q.centreId, startDate: q.from, endDate: q.to } }, DashboardAnswer),
      TE.map(summaryFrom),
    ),
})
