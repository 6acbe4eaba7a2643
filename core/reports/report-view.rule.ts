import type { ReportCell, ReportColumn, ReportRow } from './report'
import type { SortOrder } from './report-query.rule'

/** Rows holding the text in any cell, case-insensitively (an empty text keeps every row). */
export const filterReportRows = (columns: readonly ReportColumn[], rows: readonly ReportRow[], filter: string | undefined): readonly ReportRow[] => {
  const q = (filter ?? '').trim().toLowerCase()
  if (q === '') return rows
  return rows.filter((r) => columns.some((c) => { const v = r[c.key]; return v !== null && v !== undefined && String(v).toLowerCase().includes(q) }))
}

/** Orders two cells: nothing first, numbers by value, text case-insensitively. */
export const compareCells = (a: ReportCell | undefined, b: ReportCell | undefined): number => {
  const an = a === null || a === undefined
  const bn = b === null || b === undefined
  if (an || bn) return an && bn ? 0 : an ? -1 : 1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  const x = String(a).toLowerCase()
  const y = String(b).toLowerCase()
  return x < y ? -1 : x > y ? 1 : 0
}

/** Rows sorted by one column (a stable sort: equal cells keep the report's order). */
export const sortReportRows = (rows: readonly ReportRow[], field: string, order: SortOrder): readonly ReportRow[] => {
  const sign = order === 'ASC' ? 1 : -1
  return rows
    .map((r, i) => [r, i] as const)
    .sort(([a, i], [b, j]) => sign * compareCells(a[field], b[field]) || i - j)
    .map(([r]) => r)
}
