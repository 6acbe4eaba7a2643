import type { TaskEither } from 'fp-ts/TaskEither'
import * as TE from 'fp-ts/TaskEither'
import { type GatewayError, type ValidationFailed, validationFailed } from '../shared/errors'
import type { ReportPager } from './report-pager.port'
import type { ReportPageRequest } from './report-paging.rule'
import { reportRangeProblem } from './report-query.rule'

export type ReportExportLinkDeps = { readonly reportPages: ReportPager }

/** The address a paged report's CSV export streams from, in the table's order (every row of the days, every page; no search, which never travels in an address). */
export const reportExportLink =
  (d: ReportExportLinkDeps) =>
  (r: Omit<ReportPageRequest, 'pageSize' | 'cursor'>): TaskEither<ValidationFailed<'from'> | GatewayError, string> => {
    const why = reportRangeProblem(r.from, r.to)
    return why === undefined ? d.reportPages.exportLink(r) : TE.left(validationFailed<'from'>({ from: why }))
  }
