import * as E from 'fp-ts/Either'
import type { Hono } from 'hono'
import { REPORT_EXPORT_PATHS, REPORT_PAGE_PATHS, REPORT_PATHS, ReportExportQuery, ReportPageBody, ReportQueryBody } from '../../../adapters/http/contract/report.codecs'
import { ROUTES } from '../../../core/access/route-map'
import { REPORT_KINDS } from '../../../core/reports/report'
import { reportFileName, reportRoute } from '../../../core/reports/report-catalogue'
import { PAGED_REPORT_KINDS } from '../../../core/reports/report-paging.rule'
import { reportRangeProblem } from '../../../core/reports/report-query.rule'
import { parseReportQuery } from '../../../core/reports/report-query.rule'
import * as M from '../../../core/shared/messages'
import { cursorSigner } from '../../paging/keyset'
import { reportExport, reportPage } from '../../reports/report-page'
import { runReportSql } from '../../reports/run-report'
import { fail } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { csvStreamResponse } from '../csv-stream'
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
  // The paged reports (docs/api/paging.md): a page at a time, and the CSV export streamed.
  const sign = cursorSigner(db)
  const centreOf = (id: string): number | undefined => (/^\d{1,9}$/.test(id) ? Number(id) : undefined)
  for (const kind of PAGED_REPORT_KINDS) {
    const screen = reportRoute(kind)
    const resource = ROUTES.find((r) => r.path === screen)?.gate?.permission?.resource
    if (resource === undefined) throw new Error(`reports.routes: ${screen} has no permission`)
    api.post(
      REPORT_PAGE_PATHS[kind],
      {
        audit: 'reads',
        permission: [resource, 'VIEW'],
        body: ReportPageBody,
        centre: 'ownerEntityIdentifier (body): the centre id',
        scope: (i) => S.at([S.ofCentreId(i.body.ownerEntityIdentifier)]),
        screen,
      },
      (c, i) => {
        const { ownerEntityIdentifier, startDate, endDate, ...paging } = i.body
        const centreId = centreOf(ownerEntityIdentifier)
        if (centreId === undefined) return fail(c, 400, M.REPORT_OWNER_INVALID)
        const page = reportPage(db, sign, kind, centreId, startDate, endDate, paging, now())
        return E.isLeft(page) ? fail(c, page.left.status, page.left.message) : c.json(page.right)
      },
    )
    api.get(
      REPORT_EXPORT_PATHS[kind],
      {
        permission: [resource, 'VIEW'],
        query: ReportExportQuery,
        centre: 'centreId (query): the centre id',
        scope: (i) => S.at([S.ofCentreId(i.query.centreId)]),
        screen,
      },
      (c, i) => {
        const { centreId: id, startDate, endDate, ...order } = i.query
        const centreId = centreOf(id)
        if (centreId === undefined) return fail(c, 400, M.REPORT_OWNER_INVALID)
        const range = reportRangeProblem(startDate, endDate)
        if (range !== undefined) return fail(c, 400, range)
        const lines = reportExport(db, kind, centreId, startDate, endDate, order, now())
        if (E.isLeft(lines)) return fail(c, lines.left.status, lines.left.message)
        const it = lines.right()
        return csvStreamResponse(it, reportFileName(kind, startDate, endDate))
      },
    )
  }
  return api.app
}
