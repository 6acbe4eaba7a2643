import * as E from 'fp-ts/Either'
import { addDays, type CentreDay } from '../shared/centre-day'
import * as M from '../shared/messages/reports'
import { isReportKind, type ReportKind } from './report'

export type SortOrder = 'ASC' | 'DESC'

/** What a screen (or a script) asks of a report, in domain words. */
export type ReportRequest = {
  readonly kind: ReportKind
  readonly centreId: number
  readonly from: CentreDay
  readonly to: CentreDay
  readonly sortBy?: { readonly field: string; readonly sortOrder: SortOrder }
  /** 1-based; absent: the whole report. */
  readonly selectedPage?: number
  /** Case-insensitive text every row shown must contain. */
  readonly filter?: string
  readonly reportees?: { readonly type: string; readonly ids: readonly string[] }
}

/**
 * The report query builder's fields (part 3 §3): page, tab, widget, entity,
 * targetMetricIdentifier, ownerEntityIdentifier, startDate, endDate (YYYY-MM-DD),
 * action {sortBy {field, sortOrder}, selectedPage, filter}, reporteeType, reporteeIdentifiers.
 */
export type ReportQuery = {
  readonly page: string
  readonly tab: string
  readonly widget: string
  readonly entity: string
  readonly targetMetricIdentifier?: string
  readonly ownerEntityIdentifier: string
  readonly startDate: string
  readonly endDate: string
  readonly action?: {
    readonly sortBy?: { readonly field: string; readonly sortOrder: string }
    readonly selectedPage?: number
    readonly filter?: string
  }
  readonly reporteeType?: string
  readonly reporteeIdentifiers?: readonly string[]
}

/** The report screen (route segment) each kind belongs to: the page of the query. */
export const REPORT_PAGE: Readonly<Record<ReportKind, string>> = {
  settlements: 'v2settlement',
  invoices: 'v2settlement',
  adjustments: 'v2settlement',
  payments: 'v2settlement',
  receivables: 'v2settlement',
  exceptions: 'v2settlement',
  leadDetails: 'lead-details',
  luxLeadDetails: 'lux-lead-details',
  myMembers: 'my-members',
  newMembers: 'new-members',
  centerHealth: 'center-health',
  revenueTarget: 'revenue-target',
  revenue: 'revenue',
  trainerAttendance: 'trainer-attendance',
  ptSales: 'pt-sales',
  guaranteedGuidance: 'guranteed-guidance',
  cashSales: 'cashSales',
  salesPerformance: 'sales-performance',
  cpl: 'CPL',
  pilatesConsumption: 'pilatesConsumption',
}

/** The owner entity of every report: the centre (its id as the owner entity identifier). */
export const REPORT_ENTITY = 'CENTER'
/** Every report is drawn as a table widget. */
export const REPORT_WIDGET = 'table'
/** The revenue-target report names its metric. */
export const REVENUE_METRIC = 'REVENUE'

/** The longest range a report covers, in days (a year, leap day included). */
export const REPORT_MAX_DAYS = 366
export const REPORT_TEXT_MAX = 100
export const REPORT_REPORTEES_MAX = 50

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** A real calendar day written YYYY-MM-DD. */
export const isCentreDay = (s: string): boolean => DAY.test(s) && addDays(s, 0) === s

/** Days from `from` to `to`, both included. */
export const daysIn = (from: CentreDay, to: CentreDay): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1

/** Builds the report query (part 3 §3) for a request. */
export const buildReportQuery = (r: ReportRequest): ReportQuery => {
  const action = {
    ...(r.sortBy === undefined ? {} : { sortBy: { field: r.sortBy.field, sortOrder: r.sortBy.sortOrder } }),
    ...(r.selectedPage === undefined ? {} : { selectedPage: r.selectedPage }),
    ...(r.filter === undefined ? {} : { filter: r.filter }),
  }
  return {
    page: REPORT_PAGE[r.kind],
    tab: r.kind,
    widget: REPORT_WIDGET,
    entity: REPORT_ENTITY,
    ...(r.kind === 'revenueTarget' ? { targetMetricIdentifier: REVENUE_METRIC } : {}),
    ownerEntityIdentifier: String(r.centreId),
    startDate: r.from,
    endDate: r.to,
    ...(Object.keys(action).length === 0 ? {} : { action }),
    ...(r.reportees === undefined ? {} : { reporteeType: r.reportees.type, reporteeIdentifiers: [...r.reportees.ids] }),
  }
}

/** Why the dates cannot make a report (undefined: they can). */
export const reportRangeProblem = (from: string, to: string): string | undefined => {
  if (!isCentreDay(from) || !isCentreDay(to)) return M.REPORT_DATES_INVALID
  if (from > to) return M.REPORT_FROM_AFTER_TO
  if (daysIn(from, to) > REPORT_MAX_DAYS) return M.REPORT_RANGE_TOO_LONG
  return undefined
}

/** Reads a report query back into a request; a query that cannot make a report says why. */
export const parseReportQuery = (q: ReportQuery): E.Either<string, ReportRequest> => {
  if (!isReportKind(q.tab) || REPORT_PAGE[q.tab] !== q.page) return E.left(M.REPORT_UNKNOWN)
  const kind = q.tab
  if (q.entity !== REPORT_ENTITY || q.widget !== REPORT_WIDGET || !/^\d{1,9}$/.test(q.ownerEntityIdentifier)) return E.left(M.REPORT_OWNER_INVALID)
  if ((kind === 'revenueTarget') !== (q.targetMetricIdentifier === REVENUE_METRIC)) return E.left(M.REPORT_METRIC_INVALID)
  const range = reportRangeProblem(q.startDate, q.endDate)
  if (range !== undefined) return E.left(range)
  const a = q.action
  if (a?.sortBy !== undefined && (a.sortBy.field === '' || a.sortBy.field.length > REPORT_TEXT_MAX || (a.sortBy.sortOrder !== 'ASC' && a.sortBy.sortOrder !== 'DESC')))
    return E.left(M.REPORT_SORT_INVALID)
  if (a?.selectedPage !== undefined && !(Number.isSafeInteger(a.selectedPage) && a.selectedPage >= 1)) return E.left(M.REPORT_PAGE_INVALID)
  if (a?.filter !== undefined && a.filter.length > REPORT_TEXT_MAX) return E.left(M.REPORT_FILTER_TOO_LONG)
  if ((q.reporteeType === undefined) !== (q.reporteeIdentifiers === undefined)) return E.left(M.REPORT_REPORTEES_INVALID)
  if (q.reporteeIdentifiers !== undefined && (q.reporteeIdentifiers.length > REPORT_REPORTEES_MAX || q.reporteeType === '')) return E.left(M.REPORT_REPORTEES_INVALID)
  return E.right({
    kind,
    centreId: Number(q.ownerEntityIdentifier),
    from: q.startDate,
    to: q.endDate,
    ...(a?.sortBy === undefined ? {} : { sortBy: { field: a.sortBy.field, sortOrder: a.sortBy.sortOrder as SortOrder } }),
    ...(a?.selectedPage === undefined ? {} : { selectedPage: a.selectedPage }),
    ...(a?.filter === undefined ? {} : { filter: a.filter }),
    ...(q.reporteeType === undefined || q.reporteeIdentifiers === undefined ? {} : { reportees: { type: q.reporteeType, ids: [...q.reporteeIdentifiers] } }),
  })
}
