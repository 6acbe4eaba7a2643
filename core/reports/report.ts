import type { CentreDay } from '../shared/centre-day-of'
import type { EnumDomain } from '../shared/enum-labels'

/**
 * The reports of part 3 §2 and §7: one report a kind. The settlements screen shows six of them as
 * tabs (v1/reports/* and offlineReconciliation/*); every other report route shows one.
 */
export const REPORT_KINDS = [
  'settlements',
  'invoices',
  'adjustments',
  'payments',
  'receivables',
  'exceptions',
  'leadDetails',
  'luxLeadDetails',
  'myMembers',
  'newMembers',
  'centerHealth',
  'revenueTarget',
  'revenue',
  'trainerAttendance',
  'ptSales',
  'guaranteedGuidance',
  'cashSales',
  'salesPerformance',
  'cpl',
  'pilatesConsumption',
] as const
export type ReportKind = (typeof REPORT_KINDS)[number]

export const isReportKind = (s: string): s is ReportKind => (REPORT_KINDS as readonly string[]).includes(s)

/**
 * How a column's cells read: text and dates as they are, money in integer paise, counts as whole
 * numbers that add up, number as whole numbers that do not (days left), percent as a whole-number
 * percentage. Money and counts are summed into the totals.
 */
export type ColumnType = 'text' | 'date' | 'money' | 'count' | 'number' | 'percent'

/** `codes`: the column holds codes of that domain, read through the labelling rule (core/shared/enum-labels). */
export type ReportColumn = { readonly key: string; readonly label: string; readonly type: ColumnType; readonly codes?: EnumDomain }
export type ReportCell = string | number | null
export type ReportRow = Readonly<Record<string, ReportCell>>

/** A report as the server computed it: its columns, its rows and the totals of its summable columns. */
export type Report = {
  readonly kind: ReportKind
  readonly from: CentreDay
  readonly to: CentreDay
  readonly columns: readonly ReportColumn[]
  readonly rows: readonly ReportRow[]
  readonly totals: Readonly<Record<string, number>>
}

/** Columns whose figures add up (money and counts); percentages and text never do. */
export const isSummable = (c: ReportColumn): boolean => c.type === 'money' || c.type === 'count'
