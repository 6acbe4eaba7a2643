import type { CentreDay } from '../shared/centre-day-of'
import type { PageRequest, SortChoice } from '../shared/paging.rule'
import type { ReportColumn, ReportKind, ReportRow } from './report'

/**
 * The reports whose rows grow with the centre's trade (a row an order, a payment, a lead, a
 * membership, a member...) and are therefore read a page at a time, sorted and searched by the
 * server (docs/api/paging.md). The reports that are an aggregate of a handful of rows (a row a day
 * or a month of the range, a row a trainer, a staff member or a lead type) are answered whole.
 */
export const PAGED_REPORT_KINDS = [
  'cashSales',
  'invoices',
  'adjustments',
  'payments',
  'exceptions',
  'leadDetails',
  'luxLeadDetails',
  'myMembers',
  'newMembers',
  'ptSales',
  'guaranteedGuidance',
  'pilatesConsumption',
] as const satisfies readonly ReportKind[]
export type PagedReportKind = (typeof PAGED_REPORT_KINDS)[number]

export const isPagedReport = (k: ReportKind): k is PagedReportKind => (PAGED_REPORT_KINDS as readonly string[]).includes(k)

const newestFirst = (keys: readonly string[]): SortChoice => ({ keys, defaultKey: keys[0] ?? '', defaultDirection: 'DESC' })

/**
 * The columns each paged report sorts by, and the order it opens in (the report's own order). Only
 * columns the server keeps an index for (or, for a report of a row a member, reads from the range's
 * aggregate): cash sales' 'day' and 'time' both order by when the sale was made, newest first at
 * first; an invoice's number follows its order's.
 */
export const PAGED_REPORT_SORTS: Readonly<Record<PagedReportKind, SortChoice>> = {
  cashSales: { keys: ['day', 'time', 'order', 'amount'], defaultKey: 'day', defaultDirection: 'DESC' },
  invoices: newestFirst(['day', 'invoice']),
  adjustments: newestFirst(['day', 'order', 'amount']),
  payments: newestFirst(['day', 'payment', 'amount']),
  exceptions: newestFirst(['day', 'payment', 'amount']),
  leadDetails: newestFirst(['day']),
  luxLeadDetails: newestFirst(['day']),
  myMembers: { keys: ['end', 'start'], defaultKey: 'end', defaultDirection: 'ASC' },
  newMembers: newestFirst(['start', 'end']),
  ptSales: newestFirst(['day', 'order']),
  guaranteedGuidance: newestFirst(['start']),
  pilatesConsumption: newestFirst(['sessions', 'lastVisit', 'firstVisit']),
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
