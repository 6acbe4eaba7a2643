import * as E from 'fp-ts/Either'
import type { Hono } from 'hono'
import { REPORT_PATHS, ReportQueryBody } from '../../../adapters/http/contract/report.codecs'
import { ROUTES } from '../../../core/access/route-map'
import { REPORT_KINDS } from '../../../core/reports/report'
import { reportRoute } from '../../../core/reports/report-catalogue'
import { parseReportQuery } from '../../../core/reports/report-query.rule'
import * as M from '../../../core/shared/messages'
import { runReportSql } from '../../reports/run-report'
import { fail } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { type RouteDeps, routeTable } from '../route'

/**
 * The report calls (part 3 §7): v1/reports/* and offlineReconciliation/*, one POST a report with
 * the report query builder's body (part 3 §3). Each follows its report route's gates: the
 * route's permission (VIEW), its centre types and feature lists, at the centre named by
 * ownerEntityIdentifier. Every figure is computed in SQL over the sandbox's tables.
 */
export const reportsRoutes = ({ db, now }: RouteDeps): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)
  for (const kind of REPORT_KINDS) {
    const screen = reportRoute(kind)
    const gate = ROUTES.find((r) => r.path === screen)?.gate
    const resource = gate?.permission?.resource
    if (resource === undefined) throw new Error(`reports.routes: ${screen} has no permission`)
    api.post(
      REPORT_PATHS[kind],
      {
        audit: 'reads',
        permission: [resource, 'VIEW'],
        body: ReportQueryBody,
        centre: 'ownerEntityIdentifier (body): the centre id',
        scope: (i) => S.at([S.ofCentreId(i.body.ownerEntityIdentifier)]),
        screen,
      },
      (c, i) => {
        const q = parseReportQuery(i.body)
        if (E.isLeft(q)) return fail(c, 400, q.left)
        if (q.right.kind !== kind) return fail(c, 400, M.REPORT_UNKNOWN)
        const report = runReportSql(db, q.right, now())
        return E.isLeft(report) ? fail(c, report.left.status, report.left.message) : c.json(report.right)
      },
    )
  }
  return api.app
}
