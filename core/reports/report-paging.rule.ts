import type { CentreDay } from '../shared/centre-day-of'
import type { PageRequest, SortChoice } from '../shared/paging.rule'
import type { ReportColumn, ReportKind, ReportRow } from './report'

/**
 * The reports whose rows grow with the centre's trade (a row an order, a lead...) and are therefore
 * read a page at a time, sorted and searched by the server (docs/api/paging.md). Reports of a row a
 * day or a month (at most 366 rows) are still answered whole.
 */
export const PAGED_REPORT_KINDS = ['cashSales'] as const satisfies readonly ReportKind[]
export type PagedReportKind = (typeof PAGED_REPORT_KINDS)[number]

export const isPagedReport = (k: ReportKind): k is PagedReportKind => (PAGED_REPORT_KINDS as readonly string[]).includes(k)

/**
 * The columns each paged report sorts by, and the order it opens in. Only columns the server keeps
 * an index for: 'day' and 'time' both order by when the sale was made, newest first at first.
 */
export const PAGED_REPORT_SORTS: Readonly<Record<PagedReportKind, SortChoice>> = {
  cashSales: { keys: ['day', 'time', 'order', 'amount'], defaultKey: 'day', defaultDirection: 'DESC' },
}

/** One page of a report asked for: the report, its centre and days, and the page's choices. */
export type ReportPageRequest = PageRequest & {
  readonly kind: PagedReportKind
  readonly centreId: number
  readonly from: CentreDay
  readonly to: CentreDay
}

/** One page of a report: its rows, how many rows the search found in all, their totals, and the cursor of the next page (none: the last). */
export type ReportPage = {
  readonly kind: PagedReportKind
  readonly from: CentreDay
  readonly to: CentreDay
  readonly columns: readonly ReportColumn[]
  readonly rows: readonly ReportRow[]
  readonly total: number
  /** The rows of the report without the search (the 'N of M rows' of a search). */
  readonly all: number
  readonly totals: Readonly<Record<string, number>>
  readonly next: string | undefined
  readonly pageSize: number
}
