import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { ReportPager } from '../../core/reports/report-pager.port'
import { withColumnCodes } from '../../core/reports/report-columns'
import { REPORT_EXPORT_PATHS, REPORT_PAGE_PATHS, ReportPageWire } from './contract/report.codecs'
import { API_BASE } from './contract/wire'
import { type HttpClient, buildQuery } from './http-client'

/** The paged reports over HTTP (docs/api/paging.md): a POST a page; the export a same-origin GET the browser downloads as it streams. */
export const createHttpReportPager = (http: HttpClient): ReportPager => ({
  page: (r) =>
    pipe(
      http.send(
        {
          path: REPORT_PAGE_PATHS[r.kind],
          data: {
            ownerEntityIdentifier: String(r.centreId),
            startDate: r.from,
            endDate: r.to,
            ...(r.pageSize === undefined ? {} : { pageSize: r.pageSize }),
            ...(r.cursor === undefined ? {} : { cursor: r.cursor }),
            ...(r.sortKey === undefined ? {} : { sortKey: r.sortKey }),
            ...(r.direction === undefined ? {} : { direction: r.direction }),
            ...(r.search === undefined || r.search.trim() === '' ? {} : { search: r.search.trim() }),
          },
        },
        ReportPageWire,
      ),
      TE.map((w) => ({
        kind: r.kind,
        from: w.startDate,
        to: w.endDate,
        columns: withColumnCodes(r.kind, w.columns),
        rows: w.rows,
        total: w.total,
        all: w.all,
        totals: w.totals,
        next: w.next ?? undefined,
        pageSize: w.pageSize,
      })),
    ),
  exportLink: (r) =>
    TE.right(
      `${API_BASE}/${REPORT_EXPORT_PATHS[r.kind]}${buildQuery({
        centreId: r.centreId,
        startDate: r.from,
        endDate: r.to,
        sortKey: r.sortKey,
        direction: r.direction,
      })}`,
    ),
})
