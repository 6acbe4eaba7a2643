import { isSummable, type ReportColumn, type ReportRow } from './report'

/**
 * The totals of a report: for every summable column (money, counts), the sum of its rows' figures
 * (a missing or non-number cell counts as 0). A report's totals always equal the sum of its rows.
 */
export const reportTotals = (columns: readonly ReportColumn[], rows: readonly ReportRow[]): Readonly<Record<string, number>> => {
  const totals: Record<string, number> = {}
  for (const c of columns) {
    if (!isSummable(c)) continue
    let sum = 0
    for (const r of rows) {
      const v = r[c.key]
      if (typeof v === 'number') sum += v
    }
    totals[c.key] = sum
  }
  return totals
}
