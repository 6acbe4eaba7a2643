import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { type GatewayError, type ValidationFailed, validationFailed } from '../shared/errors'
import type { Report } from './report'
import type { ReportDesk } from './report-desk.port'
import { type ReportRequest, reportRangeProblem } from './report-query.rule'

export type RunReportDeps = { readonly reports: ReportDesk }
export type RunReportError = ValidationFailed<'from'> | GatewayError

const checkRange = (r: ReportRequest): TaskEither<RunReportError, ReportRequest> => {
  const why = reportRangeProblem(r.from, r.to)
  return why === undefined ? TE.right(r) : TE.left(validationFailed<'from'>({ from: why }))
}

/** Runs a report for a centre and a range of centre days (both included); the dates are checked first. */
export const runReport =
  (d: RunReportDeps) =>
  (r: ReportRequest): TaskEither<RunReportError, Report> =>
    pipe(checkRange(r), TE.chainW(d.reports.run))
