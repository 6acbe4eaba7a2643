import {
  type ColumnDef,
  type SortingState,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
} from '@tanstack/react-table'
import { useEffect, useId, useMemo, useState } from 'react'
import styled from 'styled-components'
import type { ReportColumn, ReportRow } from '../../core/reports/report'
import { cellText, reportCsvTable } from '../../core/reports/report-cells.rule'
import { csvOfTable } from '../../core/shared/csv.rule'
import { reportTotals } from '../../core/reports/report-totals.rule'
import { compareCells } from '../../core/reports/report-view.rule'
import { TABLE_SEARCH_DEBOUNCE_MS } from '../../core/shared/constants'
import {
  EMPTY_TABLE,
  REPORT_EXPORT_CSV,
  REPORT_NEXT_PAGE,
  REPORT_PREVIOUS_PAGE,
  REPORT_SEARCH,
  REPORT_TOTAL,
  reportPageOf,
  reportRowCount,
} from '../../core/shared/messages'
import { theme } from '../theme/theme'
import { Button } from './button'
import { useDebounced } from './use-debounced'
import { VisuallyHidden } from './visually-hidden'

/** The CSV of rows: a header line of column labels, then one line a row (the core's CSV rule: quoted where needed, no cell a spreadsheet runs as a formula). */
export const reportCsv = (columns: readonly ReportColumn[], rows: readonly ReportRow[]): string => csvOfTable(reportCsvTable(columns, rows))

const rowMatches = (columns: readonly ReportColumn[], row: ReportRow, q: string): boolean =>
  columns.some((c) => {
    const v = row[c.key]
    return cellText(c, v).toLowerCase().includes(q) || (v !== null && v !== undefined && String(v).toLowerCase().includes(q))
  })

const download = (fileName: string, csv: string): void => {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

type Props = {
  readonly caption: string
  readonly columns: readonly ReportColumn[]
  readonly rows: readonly ReportRow[]
  /** Rows per page (0: no paging). */
  readonly pageSize?: number
  /** The CSV file's name. */
  readonly fileName: string
}

/**
 * The report table: sort by any column (a header button, aria-sort), pages 'current / total',
 * a case-insensitive search after 300 ms of quiet, 'Nothing here' when empty, a totals row of the
 * rows shown, and a CSV export of exactly the rows the table shows (search and sort applied, every page).
 */
export const ReportTable = ({ caption, columns, rows, pageSize = 25, fileName }: Props) => {
  const id = useId()
  const [typed, setTyped] = useState('')
  const search = useDebounced(typed, TABLE_SEARCH_DEBOUNCE_MS).trim().toLowerCase()
  const [sorting, setSorting] = useState<SortingState>([])
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: pageSize > 0 ? pageSize : Math.max(1, rows.length) })

  // A new search, sort or answer starts again on the first page.
  useEffect(() => setPagination((p) => ({ ...p, pageIndex: 0 })), [search, rows, sorting])

  const defs = useMemo<ColumnDef<ReportRow>[]>(
    () =>
      columns.map((c) => ({
        id: c.key,
        accessorFn: (r: ReportRow) => r[c.key] ?? null,
        header: c.label,
        sortingFn: (a, b) => compareCells(a.original[c.key], b.original[c.key]),
        sortDescFirst: false,
      })),
    [columns],
  )
  const data = useMemo(() => [...rows], [rows])
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table's hook, used as its documentation shows
  const table = useReactTable({
    data,
    columns: defs,
    state: { sorting, globalFilter: search, pagination: pageSize > 0 ? pagination : { pageIndex: 0, pageSize: Math.max(1, rows.length) } },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    globalFilterFn: (row, _col, q: string) => q === '' || rowMatches(columns, row.original, q),
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    autoResetPageIndex: false,
  })

  const shown = table.getPrePaginationRowModel().rows.map((r) => r.original)
  const visible = table.getRowModel().rows
  const totals = reportTotals(columns, shown)
  const hasTotals = Object.keys(totals).length > 0 && shown.length > 0
  const pages = Math.max(1, table.getPageCount())
  const current = Math.min(pages, pagination.pageIndex + 1)

  return (
    <Wrap>
      <Tools>
        <Search>
          <label htmlFor={`${id}-search`}>
            <VisuallyHidden>
              {REPORT_SEARCH} {caption}
            </VisuallyHidden>
          </label>
          <input id={`${id}-search`} type="search" placeholder={REPORT_SEARCH} value={typed} onChange={(e) => setTyped(e.target.value)} />
        </Search>
        <Count aria-live="polite" data-testid="report-row-count">
          {reportRowCount(shown.length, rows.length)}
        </Count>
        <Button type="button" $variant="secondary" onClick={() => download(fileName, reportCsv(columns, shown))}>
          {REPORT_EXPORT_CSV}
        </Button>
      </Tools>
      <Scroll role="region" aria-label={caption} tabIndex={0}>
        <Table>
          <caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              {table.getHeaderGroups()[0]?.headers.map((h) => {
                const c = columns.find((x) => x.key === h.column.id)
                const dir = h.column.getIsSorted()
                return (
                  <th key={h.id} scope="col" aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none'} data-numeric={c !== undefined && isNumeric(c)}>
                    <SortButton type="button" onClick={h.column.getToggleSortingHandler()}>
                      {c?.label}
                      <span aria-hidden="true">{dir === 'asc' ? ' ▲' : dir === 'desc' ? ' ▼' : ' ↕'}</span>
                    </SortButton>
                  </th>
                )
              })}
            </tr>
          </thead>
          <tbody>
            {visible.length === 0 ? (
              <tr>
                <Empty colSpan={columns.length}>{EMPTY_TABLE}</Empty>
              </tr>
            ) : (
              visible.map((r) => (
                <tr key={r.id}>
                  {columns.map((c) => (
                    <td key={c.key} data-numeric={isNumeric(c)}>
                      {cellText(c, r.original[c.key])}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
          {hasTotals ? (
            <tfoot>
              <tr>
                {columns.map((c, i) => (
                  <td key={c.key} data-numeric={isNumeric(c)}>
                    {totals[c.key] !== undefined ? cellText(c, totals[c.key]) : i === 0 ? REPORT_TOTAL : ''}
                  </td>
                ))}
              </tr>
            </tfoot>
          ) : null}
        </Table>
      </Scroll>
      {pageSize > 0 && pages > 1 ? (
        <Pager aria-label={`${caption} pages`}>
          <Button type="button" $variant="secondary" onClick={() => table.previousPage()} disabled={!table.getCanPreviousPage()}>
            {REPORT_PREVIOUS_PAGE}
          </Button>
          <span data-testid="report-page">{reportPageOf(current, pages)}</span>
          <Button type="button" $variant="secondary" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
            {REPORT_NEXT_PAGE}
          </Button>
        </Pager>
      ) : null}
    </Wrap>
  )
}

const isNumeric = (c: ReportColumn): boolean => c.type === 'money' || c.type === 'count' || c.type === 'number' || c.type === 'percent'

const Wrap = styled.div`
  display: grid;
  gap: 12px;
  min-width: 0;
`
const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`
const Search = styled.div`
  flex: 1 1 220px;
  input {
    width: 100%;
    box-sizing: border-box;
    padding: 8px 10px;
    border: 1px solid ${theme.color.border};
    border-radius: 8px;
    font: inherit;
  }
`
const Count = styled.span`
  color: ${theme.color.muted};
  font-size: 14px;
`
const Scroll = styled.div`
  /* positioned: the visually hidden caption stays inside the scrolled box, not off the page's edge */
  position: relative;
  overflow-x: auto;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th,
  td {
    padding: 8px 12px;
    text-align: left;
    border-bottom: 1px solid ${theme.color.border};
    white-space: nowrap;
  }
  th[data-numeric='true'],
  td[data-numeric='true'] {
    text-align: right;
  }
  thead th {
    background: ${theme.color.surfaceMuted};
    position: sticky;
    top: 0;
  }
  tfoot td {
    font-weight: 600;
    background: ${theme.color.surfaceMuted};
  }
  tbody tr:hover {
    background: ${theme.color.primarySoft};
  }
  @media (max-width: ${theme.phone}) {
    font-size: 13px;
    th,
    td {
      padding: 6px 8px;
    }
    th:first-child,
    td:first-child {
      position: sticky;
      left: 0;
      background: ${theme.color.surface};
      box-shadow: 1px 0 0 ${theme.color.border};
    }
  }
`
const SortButton = styled.button`
  all: unset;
  cursor: pointer;
  font-weight: 600;
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`
const Empty = styled.td`
  padding: 24px 12px;
  text-align: center;
  color: ${theme.color.muted};
`
const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 12px;
`
