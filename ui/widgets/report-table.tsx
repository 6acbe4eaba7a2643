import { useMemo } from 'react'
import styled from 'styled-components'
import type { ReportColumn, ReportRow } from '../../core/reports/report'
import { cellText, reportCsvTable } from '../../core/reports/report-cells.rule'
import { csvOfTable } from '../../core/shared/csv.rule'
import { reportTotals } from '../../core/reports/report-totals.rule'
import { compareCells } from '../../core/reports/report-view.rule'
import { REPORT_EXPORT_CSV, REPORT_TOTAL, reportRowCount } from '../../core/shared/messages'
import { theme } from '../theme/theme'
import { Button } from './button'
import { type Column, DataTable } from './data-table'
import { saveCsv } from './save-file'

/** The CSV of rows: a header line of column labels, then one line a row (the core's CSV rule: quoted where needed, no cell a spreadsheet runs as a formula). */
export const reportCsv = (columns: readonly ReportColumn[], rows: readonly ReportRow[]): string => csvOfTable(reportCsvTable(columns, rows))

/** What a row is searched by: each cell as shown and as it came (one per line, so no match spans two cells). */
const rowText = (columns: readonly ReportColumn[], row: ReportRow): string =>
  columns
    .map((c) => {
      const v = row[c.key]
      return `${cellText(c, v)}\n${v === null || v === undefined ? '' : String(v)}`
    })
    .join('\n')

type Props = {
  readonly caption: string
  readonly columns: readonly ReportColumn[]
  readonly rows: readonly ReportRow[]
  /** Rows per page (0: no paging). */
  readonly pageSize?: number
  /** The CSV file's name. */
  readonly fileName: string
}

const isNumeric = (c: ReportColumn): boolean => c.type === 'money' || c.type === 'count' || c.type === 'number' || c.type === 'percent'
const rowKey = (_: ReportRow, i: number): string => String(i)
/** Characters a cell may have and still be kept on one line (a date, a time, an amount). */
const SHORT_CELL = 12

/**
 * The report table (the portal's one table widget with a report's columns): sort by any column
 * (a header button, aria-sort), pages 'current / total', a case-insensitive search after 300 ms of
 * quiet, 'Nothing here' when empty, a totals row of the rows found, the count of rows found, and a
 * CSV export of exactly the rows the table shows (search and sort applied, every page).
 */
export const ReportTable = ({ caption, columns, rows, pageSize = 25, fileName }: Props) => {
  const cols = useMemo<Column<ReportRow>[]>(
    () =>
      columns.map((c) => ({
        key: c.key,
        header: c.label,
        numeric: isNumeric(c),
        // A date, a time or a short code stays on one line; names and packs wrap.
        nowrap: c.type === 'date' || rows.every((r) => cellText(c, r[c.key]).length <= SHORT_CELL),
        cell: (r: ReportRow) => cellText(c, r[c.key]),
        compare: (a: ReportRow, b: ReportRow) => compareCells(a[c.key], b[c.key]),
      })),
    [columns, rows],
  )
  const searchText = useMemo(() => (r: ReportRow) => rowText(columns, r), [columns])
  return (
    <DataTable
      caption={caption}
      columns={cols}
      rows={rows}
      rowKey={rowKey}
      pageSize={pageSize}
      pageTestId="report-page"
      searchText={searchText}
      tools={(found) => (
        <>
          <Count aria-live="polite" data-testid="report-row-count">
            {reportRowCount(found.length, rows.length)}
          </Count>
          <Button type="button" $variant="secondary" onClick={() => saveCsv(fileName, reportCsv(columns, found))}>
            {REPORT_EXPORT_CSV}
          </Button>
        </>
      )}
      footer={(found) => {
        const totals = reportTotals(columns, found)
        if (Object.keys(totals).length === 0) return undefined
        const first = columns[0]
        return Object.fromEntries([
          ...(first !== undefined && totals[first.key] === undefined ? [[first.key, REPORT_TOTAL]] : []),
          ...columns.filter((c) => totals[c.key] !== undefined).map((c) => [c.key, cellText(c, totals[c.key])]),
        ])
      }}
    />
  )
}

const Count = styled.span`
  color: ${theme.color.muted};
  font-size: 14px;
`
