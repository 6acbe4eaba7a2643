import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { Report } from './report'
import type { ReportRequest } from './report-query.rule'

/** Where reports are computed (the centre operations API's v1/reports/* and offlineReconciliation/*). */
export interface ReportDesk {
  run(r: ReportRequest): TaskEither<GatewayError, Report>
}
