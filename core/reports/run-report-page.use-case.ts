import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { type GatewayError, type ValidationFailed, validationFailed } from '../shared/errors'
import type { ReportPager } from './report-pager.port'
import type { ReportPage, ReportPageRequest } from './report-paging.rule'
import { reportRangeProblem } from './report-query.rule'

export type RunReportPageDeps = { readonly reportPages: ReportPager }
export type RunReportPageError = ValidationFailed<'from'> | GatewayError

/** Reads one page of a paged report (sorted and searched by the server); the dates are checked first. */
export const runReportPage =
  (d: RunReportPageDeps) =>
  (r: ReportPageRequest): TaskEither<RunReportPageError, ReportPage> => {
    const why = reportRangeProblem(r.from, r.to)
    return why === undefined ? pipe(d.reportPages.page(r), TE.mapLeft((e): RunReportPageError => e)) : TE.left(validationFailed<'from'>({ from: why }))
  }
