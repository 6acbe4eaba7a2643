import { formatCount } from '../count-format'
// ---- reports (report routes, the report query builder, report tables) ----
export const REPORT_DATES_INVALID = 'Choose the From and To dates of the report.'
export const REPORT_FROM_AFTER_TO = 'The From date must be on or before the To date.'
export const REPORT_RANGE_TOO_LONG = 'A report covers at most 366 days. Choose a shorter range.'
export const REPORT_UNKNOWN = 'There is no such report.'
export const REPORT_OWNER_INVALID = 'A report is drawn for one centre: send its id as the owner entity.'
export const REPORT_METRIC_INVALID = 'Only the revenue-target report takes a target metric, and it is REVENUE.'
export const REPORT_SORT_INVALID = 'Sort by one of the report’s columns, ASC or DESC.'
export const REPORT_SORT_UNKNOWN_COLUMN = 'This report has no such column to sort by.'
export const REPORT_PAGE_INVALID = 'The selected page must be 1 or more.'
export const REPORT_FILTER_TOO_LONG = 'The search text can be at most 100 characters.'
export const REPORT_REPORTEES_INVALID = 'Reportees need a type and at most 50 identifiers.'
export const REPORT_FROM = 'From'
export const REPORT_TO = 'To'
export const REPORT_SHOW = 'Show report'
export const REPORT_EXPORT_CSV = 'Export CSV'
export const REPORT_LOADING = 'Loading the report…'
export const REPORT_TOTAL = 'Total'
export const REPORT_PREVIOUS_PAGE = 'Previous page'
export const REPORT_NEXT_PAGE = 'Next page'
export const REPORT_SEARCH = 'Search'
export const reportRowCount = (shown: number, all: number): string =>
  shown === all ? `${formatCount(all)} ${all === 1 ? 'row' : 'rows'}` : `${formatCount(shown)} of ${formatCount(all)} rows`
export const reportPageOf = (current: number, total: number): string => `${current} / ${total}`
export const reportSortedBy = (label: string, order: 'ascending' | 'descending'): string => `Sorted by ${label}, ${order}`
