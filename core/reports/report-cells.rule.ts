import { paise } from '../shared/brands'
import { formatRupees } from '../shared/money'
import type { ReportCell, ReportColumn, ReportRow } from './report'
import { formatCount } from '../shared/display-format'
import { enumLabel } from '../shared/enum-labels'

/** A cell as staff read it: rupees for money, a percent sign for percentages, days as dd-MM-yyyy (the picker's), a dash for nothing. */
export const cellText = (c: ReportColumn, v: ReportCell | undefined): string => {
  if (v === null || v === undefined || v === '') return '—'
  if (typeof v === 'number') {
    if (c.type === 'money') return formatRupees(paise(v))
    if (c.type === 'percent') return `${v}%`
    return formatCount(v)
  }
  if (c.codes !== undefined) return enumLabel(c.codes, v)
  const day = c.type === 'date' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(v) : null
  return day === null ? v : `${day[3]}-${day[2]}-${day[1]}`
}

/** A cell in a CSV file: money in rupees with two decimals (a spreadsheet can add them up), days as YYYY-MM-DD, codes in words as on screen, the rest as it is. */
export const csvCell = (c: ReportColumn, v: ReportCell | undefined): string | number => {
  if (v === null || v === undefined) return ''
  if (typeof v === 'number') return c.type === 'money' ? (v / 100).toFixed(2) : v
  return c.codes === undefined ? v : enumLabel(c.codes, v)
}

/** The CSV's header (column labels) and lines (one a row, in the order given) for a CSV writer. */
export const reportCsvTable = (columns: readonly ReportColumn[], rows: readonly ReportRow[]): { fields: string[]; data: (string | number)[][] } => ({
  fields: columns.map((c) => c.label),
  data: rows.map((r) => columns.map((c) => csvCell(c, r[c.key]))),
})
