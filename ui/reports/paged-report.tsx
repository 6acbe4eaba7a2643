import * as E from 'fp-ts/Either'
import { useCallback, useMemo, useState } from 'react'
import styled from 'styled-components'
import type { ReportColumn, ReportRow } from '../../core/reports/report'
import { cellText } from '../../core/reports/report-cells.rule'
import { PAGED_REPORT_SORTS, type PagedReportKind } from '../../core/reports/report-paging.rule'
import { REPORT_EXPORT_CSV, REPORT_LOADING, REPORT_TOTAL, reportRowCount } from '../../core/shared/messages'
import { pageCount } from '../../core/shared/paging.rule'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useUseCase } from '../app/use-cases.context'
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'
import { type Column, DataTable, type ServerPaging, type Sort } from '../widgets/data-table'
import { QueryBlock } from '../widgets/query-block'
import { downloadFrom } from '../widgets/save-file'

/** Rows a page of a paged report holds (as the whole-report table shows). */
export const PAGED_REPORT_PAGE_SIZE = 25

type Range = { readonly from: string; readonly to: string }
type View = { readonly sort: Sort | undefined; readonly search: string; readonly cursors: readonly (string | undefined)[] }

const isNumeric = (type: string): boolean => type === 'money' || type === 'count' || type === 'number' || type === 'percent'
/** A row's key on its page: its place (a page is replaced whole, never edited row by row). */
const rowKey = (_r: ReportRow, i: number): string => String(i)
const anyRow = (): string => ''

/**
 * A report read a page at a time from the server (docs/api/paging.md): the server sorts (the
 * columns it keeps an index for), searches (after 300 ms of quiet), counts and totals every row
 * found; the table shows one page, 'current / total', and the CSV export streams from the server.
 */
export const PagedReport = ({ kind, centreId, range, caption, fileName }: { readonly kind: PagedReportKind; readonly centreId: number; readonly range: Range; readonly caption: (from: string, to: string) => string; readonly fileName: string }) => {
  const runPage = useUseCase('runReportPage')
  const exportLink = useUseCase('reportExportLink')
  const [view, setView] = useState<View>({ sort: undefined, search: '', cursors: [undefined] })
  const cursor = view.cursors[view.cursors.length - 1]
  const order = view.sort === undefined ? {} : { sortKey: view.sort.key, direction: view.sort.dir === 'asc' ? ('ASC' as const) : ('DESC' as const) }
  const ask = { kind, centreId, from: range.from, to: range.to, ...order, ...(view.search === '' ? {} : { search: view.search }) }
  const query = useUseCaseQuery(['reports', centreId, kind, range, 'page', view.sort, view.search, cursor], () =>
    runPage({ ...ask, pageSize: PAGED_REPORT_PAGE_SIZE, ...(cursor === undefined ? {} : { cursor }) }),
  )
  const onSort = useCallback((sort: Sort | undefined) => setView((v) => ({ ...v, sort, cursors: [undefined] })), [])
  const onSearch = useCallback((settled: string) => {
    const search = settled.trim()
    setView((v) => (v.search === search ? v : { ...v, search, cursors: [undefined] }))
  }, [])
  const next = query.data?.next
  const fetching = query.isFetching
  const onPage = useCallback(
    (step: 1 | -1) => {
      if (fetching) return
      setView((v) => (step === -1 ? (v.cursors.length > 1 ? { ...v, cursors: v.cursors.slice(0, -1) } : v) : next === undefined ? v : { ...v, cursors: [...v.cursors, next] }))
    },
    [fetching, next],
  )
  const sortable = PAGED_REPORT_SORTS[kind].keys
  const exportCsv = async () => {
    const link = await exportLink(ask)()
    if (E.isRight(link)) downloadFrom(link.right, fileName)
  }
  return (
    <QueryBlock query={query} loadingLabel={REPORT_LOADING}>
      {(page) => (
        <Table
          caption={caption(page.from, page.to)}
          page={page}
          sortable={sortable}
          server={{ page: view.cursors.length, pages: pageCount(page.total, page.pageSize), sort: view.sort, onSort, onSearch, onPage }}
          onExport={() => void exportCsv()}
        />
      )}
    </QueryBlock>
  )
}

type TableProps = {
  readonly caption: string
  readonly page: { readonly columns: readonly ReportColumn[]; readonly rows: readonly ReportRow[]; readonly total: number; readonly all: number; readonly totals: Readonly<Record<string, number>> }
  readonly sortable: readonly string[]
  readonly server: ServerPaging
  readonly onExport: () => void
}

const Table = ({ caption, page, sortable, server, onExport }: TableProps) => {
  const columns = page.columns
  const cols = useMemo<Column<ReportRow>[]>(
    () =>
      columns.map((c) => ({
        key: c.key,
        header: c.label,
        numeric: isNumeric(c.type),
        nowrap: c.type === 'date' || c.key === 'time' || c.key === 'order',
        cell: (r: ReportRow) => cellText(c, r[c.key]),
        ...(sortable.includes(c.key) ? { compare: () => 0 } : {}),
      })),
    [columns, sortable],
  )
  const first = columns[0]
  const footer =
    Object.keys(page.totals).length === 0
      ? undefined
      : () =>
          Object.fromEntries([
            ...(first !== undefined && page.totals[first.key] === undefined ? [[first.key, REPORT_TOTAL]] : []),
            ...columns.filter((c) => page.totals[c.key] !== undefined).map((c) => [c.key, cellText(c, page.totals[c.key])]),
          ])
  return (
    <DataTable
      caption={caption}
      columns={cols}
      rows={page.rows}
      rowKey={rowKey}
      pageTestId="report-page"
      searchText={anyRow}
      server={server}
      tools={() => (
        <>
          <Count aria-live="polite" data-testid="report-row-count">
            {reportRowCount(page.total, page.all)}
          </Count>
          <Button type="button" $variant="secondary" onClick={onExport}>
            {REPORT_EXPORT_CSV}
          </Button>
        </>
      )}
      footer={footer}
    />
  )
}

const Count = styled.span`
  color: ${theme.color.muted};
  font-size: 14px;
`
