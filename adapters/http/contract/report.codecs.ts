import * as t from 'io-ts'
import { SafeInt as Int, boundedText as text } from './codec-helpers'

/*
 * Wire contract of the report calls (part 3 §7 "Reports and dashboards"): v1/reports/* (settlements,
 * invoices, adjustments, payments and one path per report route), offlineReconciliation/*
 * (receivables, exceptions). Every call is a POST of the report query builder's fields (part 3 §3)
 * and answers the report: columns, rows and the totals of the summable columns.
 */

export { REPORT_PATHS } from './report-paths'

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
