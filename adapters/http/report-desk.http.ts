import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { ReportDesk } from '../../core/reports/report-desk.port'
import { buildReportQuery } from '../../core/reports/report-query.rule'
import { REPORT_PATHS, ReportWire } from './contract/report.codecs'
import type { HttpClient } from './http-client'
import { withColumnCodes } from '../../core/reports/report-columns'

/** Reports over HTTP: POST the report query (part 3 §3) to the report's path; the report as answered. */
export const createHttpReportDesk = (http: HttpClient): ReportDesk => ({
  run: (r) =>
    pipe(
      http.send({ path: REPORT_PATHS[r.kind], data: buildReportQuery(r) }, ReportWire),
      TE.map((w) => ({ kind: r.kind, from: w.startDate, to: w.endDate, columns: withColumnCodes(r.kind, w.columns), rows: w.rows, totals: w.totals })),
    ),
})

/** The paged reports travel in the same chunk as the reports (one gateway chunk for the report screen). */
export { createHttpReportPager } from './report-pager.http'
