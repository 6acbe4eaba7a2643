import * as t from 'io-ts'
import { SafeInt as Int, boundedText as text } from './codec-helpers'
import { ExportQueryFields, PageFields, PageInfoWire } from './paging.codecs'

/*
 * Wire contract of the report calls (part 3 §7 "Reports and dashboards"): v1/reports/* (settlements,
 * invoices, adjustments, payments and one path per report route), offlineReconciliation/*
 * (receivables, exceptions). Every call is a POST of the report query builder's fields (part 3 §3)
 * and answers the report: columns, rows and the totals of the summable columns.
 */

export { REPORT_EXPORT_PATHS, REPORT_PAGE_PATHS, REPORT_PATHS } from './report-paths'

/** The report query builder's body (the rule core/reports/report-query.rule.ts reads it). */
export const ReportQueryBody = t.intersection([
  t.type({
    page: text(40),
    tab: text(40),
    widget: text(40),
    entity: text(40),
    ownerEntityIdentifier: text(20),
    startDate: text(10),
    endDate: text(10),
  }),
  t.partial({
    targetMetricIdentifier: text(40),
    action: t.partial({
      sortBy: t.type({ field: text(100), sortOrder: text(4) }),
      selectedPage: Int,
      filter: text(100),
    }),
    reporteeType: text(40),
    reporteeIdentifiers: t.array(text(64)),
  }),
])

export const ReportColumnWire = t.type({
  key: t.string,
  label: t.string,
  type: t.keyof({ text: null, date: null, money: null, count: null, number: null, percent: null }),
})

export const ReportCellWire = t.union([t.string, t.number, t.null])

/** A report: columns, rows (one record a row, keyed by column key), totals of money and count columns. */
export const ReportWire = t.type({
  startDate: t.string,
  endDate: t.string,
  columns: t.array(ReportColumnWire),
  rows: t.array(t.record(t.string, ReportCellWire)),
  totals: t.record(t.string, t.number),
})
export type ReportWireT = t.TypeOf<typeof ReportWire>

/** A page of a paged report (docs/api/paging.md): the centre and days, and the page's choices. */
export const ReportPageBody = t.intersection([t.type({ ownerEntityIdentifier: text(20), startDate: text(10), endDate: text(10) }), PageFields])

/** A page of a report: its columns and rows, the totals of every row found (all pages), the rows of the report without the search (`all`), and the page's information. */
export const ReportPageWire = t.intersection([
  t.type({ startDate: t.string, endDate: t.string, columns: t.array(ReportColumnWire), rows: t.array(t.record(t.string, ReportCellWire)), totals: t.record(t.string, t.number), all: Int }),
  PageInfoWire,
])
export type ReportPageWireT = t.TypeOf<typeof ReportPageWire>

/** The CSV export of a paged report, streamed row by row: centre, days, and the order and search of the table. */
export const ReportExportQuery = t.intersection([t.type({ centreId: text(20), startDate: text(10), endDate: text(10) }), ExportQueryFields])
