import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { ReportPage, ReportPageRequest } from './report-paging.rule'

/** Where the paged reports are read a page at a time, and where their CSV export streams from (docs/api/paging.md). */
export interface ReportPager {
  page(r: ReportPageRequest): TaskEither<GatewayError, ReportPage>
  /** The address the export downloads from (the browser streams it to a file; it never holds the rows). */
  exportLink(r: Omit<ReportPageRequest, 'pageSize' | 'cursor'>): TaskEither<GatewayError, string>
}
