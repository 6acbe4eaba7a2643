import { type ReactNode, memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useUniqueId } from '../app/use-unique-id'
import styled from 'styled-components'
import { TABLE_SEARCH_DEBOUNCE_MS } from '../../core/shared/constants'
import {
  EMPTY_TABLE,
  REPORT_NEXT_PAGE,
  REPORT_PREVIOUS_PAGE,
  TABLE_SCROLL_HINT,
  TABLE_SEARCH,
  TABLE_SORT_BY,
  reportPageOf,
  tablePagesLabel,
  tableSearchLabel,
} from '../../core/shared/messages'
import { theme } from '../theme/theme'
import { useDebounced } from './use-debounced'
import { VisuallyHidden } from './visually-hidden'

export type Column<Row> = {
  readonly key: string
  readonly header: string
  readonly cell: (row: Row) => ReactNode
  /** Money, counts and shares: right-aligned tabular figures that never wrap. */
  readonly numeric?: boolean
  /** Short values (a date, a time) kept on one line on a desk. */
  readonly nowrap?: boolean
  /** The cell that names its row (a row header, <th scope="row">). */
  readonly rowHeader?: boolean
  /** Sortable: how two rows compare by this column (a header button and aria-sort). */
  readonly compare?: (a: Row, b: Row) => number
  /** A bar drawn behind the cell's value, as wide as this share of the cell (0 to 1; none when undefined). */
  readonly bar?: (row: Row) => number | undefined
}

type Props<Row> = {
  readonly caption: string
  readonly columns: readonly Column<Row>[]
  readonly rows: readonly Row[]
  /** A row's key; the index is the row's place in `rows`. */
  readonly rowKey: (row: Row, index: number) => string
  /** Rows per page; 0 means no paging. */
  readonly pageSize?: number
  /** The text a row is searched by; no search box without it. */
  readonly searchText?: (row: Row) => string
  /** What stands beside the search box, given the rows found (searched and sorted, every page). */
  readonly tools?: (found: readonly Row[]) => ReactNode
  /** A totals row of the rows found: a cell a column key (a column without one stays blank). */
  readonly footer?: (found: readonly Row[]) => Readonly<Record<string, ReactNode>> | undefined
  /** The id of a visible heading that names the table (instead of the hidden caption). */
  readonly labelledBy?: string
  /** A table whose rows scroll inside it past this height (px), e.g. a long list of days. */
  readonly maxHeight?: number
  /** A caption shown above the table (it then names the table); the hidden `caption` otherwise. */
  readonly shownCaption?: ReactNode
  /** The table drawn as its block's frame while the rows load: caption and headers, and no 'empty' line. */
  readonly rowsToCome?: boolean
  /** The pages' 'current / total' test id (the report table's journeys read it). */
  readonly pageTestId?: string
  /** What a row opens below itself (a row of its own across every column), if anything. */
  readonly detail?: (row: Row) => ReactNode
  /**
   * The server pages, sorts and searches (docs/api/paging.md): `rows` is one page, the sort and the
   * page are the server's, and the table only says what was asked (the settled search, a header's sort, a page step).
   */
  readonly server?: ServerPaging
}

/** A table paged by the server: where it stands and how to ask for another page, sort or search. */
export type ServerPaging = {
  readonly page: number
  readonly pages: number
  readonly sort: Sort | undefined
  readonly onSort: (sort: Sort | undefined) => void
  readonly onSearch: (settled: string) => void
  readonly onPage: (step: 1 | -1) => void
}

/** Rows matching the query case-insensitively (an empty query keeps every row). */
export const filterRows = <Row,>(rows: readonly Row[], query: string, text: (row: Row) => string): readonly Row[] => {
  const q = query.trim().toLowerCase()
  return q === '' ? rows : rows.filter((r) => text(r).toLowerCase().includes(q))
}

export type Sort = { readonly key: string; readonly dir: 'asc' | 'desc' }
const nextSort = (s: Sort | undefined, key: string): Sort | undefined =>
  s === undefined || s.key !== key ? { key, dir: 'asc' } : s.dir === 'asc' ? { key, dir: 'desc' } : undefined

/**
 * Whether the box is wider inside than it shows (it scrolls sideways), checked as it and its content
 * resize. Read in the resize observer's first report, which comes once the browser has laid the
 * page out: reading the widths in the commit would lay the page out there and then, once for each
 * table drawn (the profile draws several as its blocks arrive), instead of once a frame.
 */
export const useOverflows = (ref: React.RefObject<HTMLElement | null>, deps: readonly unknown[]): boolean => {
  const [over, setOver] = useState(false)
  useLayoutEffect(() => {
    const el = ref.current
    if (el === null) return
    const check = () => setOver(el.scrollWidth > el.clientWidth + 1)
    if (typeof ResizeObserver === 'undefined') {
      check()
      return
    }
    const ro = new ResizeObserver(check)
    ro.observe(el)
    if (el.firstElementChild !== null) ro.observe(el.firstElementChild)
    return () => ro.disconnect()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the rows drawn decide the width
  }, deps)
  return over
}

/**
 * The one table of the portal. On a desktop it is a table (role=table, column headers, sortable
 * columns with aria-sort); on a phone (under the theme's phone width) every row is a card of
 * 'column: value' lines, so no cell is clipped and no action hides off to the side. It says
 * 'Nothing here' when empty, pages 'current / total' (page size 0 = no paging), filters
 * case-insensitively after 300 ms of quiet, and draws an optional totals row of the rows found.
 * Should the columns still not fit on a desktop, the table scrolls sideways inside a focusable
 * region that says so.
 */
export const DataTable = <Row,>({ caption, columns, rows, rowKey, pageSize = 0, searchText, tools, footer, labelledBy, maxHeight, detail, shownCaption, rowsToCome, pageTestId, server }: Props<Row>) => {
  const id = useUniqueId()
  const [query, setQuery] = useState('')
  const settled = useDebounced(query, TABLE_SEARCH_DEBOUNCE_MS)
  const [localSort, setLocalSort] = useState<Sort | undefined>(undefined)
  const sort = server === undefined ? localSort : server.sort
  const setSort = server === undefined ? setLocalSort : server.onSort
  const [page, setPage] = useState(1)
  const onSearch = server?.onSearch
  useEffect(() => onSearch?.(settled), [onSearch, settled])
  const keyed = useMemo(() => rows.map((r, i) => ({ r, k: rowKey(r, i) })), [rows, rowKey])
  const found = useMemo(() => {
    if (server !== undefined) return keyed
    const hits = searchText === undefined || settled.trim() === '' ? keyed : keyed.filter((x) => filterRows([x.r], settled, searchText).length > 0)
    const by = sort === undefined ? undefined : columns.find((c) => c.key === sort.key)?.compare
    if (by === undefined || sort === undefined) return hits
    const sign = sort.dir === 'asc' ? 1 : -1
    return [...hits].sort((a, b) => sign * by(a.r, b.r))
  }, [keyed, settled, searchText, sort, columns, server])
  // A new search, sort or answer starts again on the first page.
  const [pagedFor, setPagedFor] = useState({ settled, sort, rows })
  if (pagedFor.settled !== settled || pagedFor.sort !== sort || pagedFor.rows !== rows) {
    setPagedFor({ settled, sort, rows })
    setPage(1)
  }
  const pages = server !== undefined ? server.pages : pageSize > 0 ? Math.max(1, Math.ceil(found.length / pageSize)) : 1
  const current = server !== undefined ? server.page : Math.min(page, pages)
  const visible = server === undefined && pageSize > 0 ? found.slice((current - 1) * pageSize, current * pageSize) : found
  const step = (by: 1 | -1) => (server === undefined ? setPage(current + by) : server.onPage(by))
  const foundRows = useMemo(() => found.map((x) => x.r), [found])
  const totals = footer === undefined || found.length === 0 ? undefined : footer(foundRows)
  const sortable = columns.some((c) => c.compare !== undefined)
  const scrollRef = useRef<HTMLDivElement>(null)
  const overflows = useOverflows(scrollRef, [visible, columns])
  const hintId = `${id}-hint`

  return (
    <Wrap>
      {searchText === undefined && tools === undefined ? null : (
        <Tools>
          {searchText === undefined ? null : (
            <Search>
              <label htmlFor={`${id}-search`}>
                <VisuallyHidden>{tableSearchLabel(caption)}</VisuallyHidden>
              </label>
              <input
                id={`${id}-search`}
                type="search"
                placeholder={TABLE_SEARCH}
                value={query}
                onChange={(e) => {
                  setQuery(e.target.value)
                  setPage(1)
                }}
              />
            </Search>
          )}
          {tools?.(foundRows)}
        </Tools>
      )}
      <Scroll
        ref={scrollRef}
        $maxHeight={maxHeight}
        {...(overflows || maxHeight !== undefined
          ? { role: 'group', 'aria-label': caption, tabIndex: 0, ...(overflows ? { 'aria-describedby': hintId } : {}) }
          : {})}
      >
        <Table $sortable={sortable} {...(labelledBy === undefined ? {} : { 'aria-labelledby': labelledBy })}>
          {shownCaption !== undefined ? (
            <ShownCaption>{shownCaption}</ShownCaption>
          ) : labelledBy === undefined ? (
            <caption>
              <VisuallyHidden>{caption}</VisuallyHidden>
            </caption>
          ) : null}
          <thead>
            <tr {...(sortable ? { 'data-lead': TABLE_SORT_BY } : {})}>
              {columns.map((c) => {
                const dir = sort?.key === c.key ? sort.dir : undefined
                return (
                  <th
                    key={c.key}
                    scope="col"
                    data-numeric={c.numeric === true}
                    data-sortable={c.compare !== undefined}
                    {...(c.compare === undefined ? {} : { 'aria-sort': dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none' })}
                  >
                    {c.compare === undefined ? (
                      c.header
                    ) : (
                      <SortButton type="button" onClick={() => setSort(nextSort(sort, c.key))}>
                        {c.header}
                        <span aria-hidden="true">{dir === 'asc' ? ' ▲' : dir === 'desc' ? ' ▼' : ' ↕'}</span>
                      </SortButton>
                    )}
                  </th>
                )
              })}
            </tr>
          </thead>
          <tbody>
            {visible.length === 0 ? (
              rowsToCome === true ? null : (
              <tr>
                <Empty colSpan={columns.length}>{EMPTY_TABLE}</Empty>
              </tr>
              )
            ) : (
              visible.map((x) => <DataRow key={x.k} row={x.r} columns={columns} detail={detail} />)
            )}
          </tbody>
          {totals === undefined ? null : (
            <tfoot>
              <tr>
                {columns.map((c) => {
                  const t = totals[c.key]
                  return t === undefined ? (
                    <td key={c.key} data-blank="true" />
                  ) : (
                    <td key={c.key} data-label={c.header} data-numeric={c.numeric === true}>
                      <span className="cell-value">
                        <span>{t}</span>
                      </span>
                    </td>
                  )
                })}
              </tr>
            </tfoot>
          )}
        </Table>
      </Scroll>
      {overflows ? (
        <Hint id={hintId}>
          {TABLE_SCROLL_HINT}
        </Hint>
      ) : null}
      {(pageSize > 0 || server !== undefined) && found.length > 0 && pages > 1 ? (
        <Pager aria-label={tablePagesLabel(caption)}>
          <button type="button" aria-label={REPORT_PREVIOUS_PAGE} disabled={current <= 1} onClick={() => step(-1)}>
            ‹
          </button>
          <span aria-live="polite" {...(pageTestId === undefined ? {} : { 'data-testid': pageTestId })}>
            {reportPageOf(current, pages)}
          </span>
          <button type="button" aria-label={REPORT_NEXT_PAGE} disabled={current >= pages} onClick={() => step(1)}>
            ›
          </button>
        </Pager>
      ) : null}
    </Wrap>
  )
}

type RowProps<Row> = { readonly row: Row; readonly columns: readonly Column<Row>[]; readonly detail: ((row: Row) => ReactNode) | undefined }

/**
 * One row (and what it opens below itself), drawn again only when its row, the columns or the
 * detail change: a sort or a page step redraws the rows that changed, not the page's rows when only
 * the header's mark or the loading state did.
 */
const DataRow = memo(function DataRow<Row>({ row: r, columns, detail }: RowProps<Row>) {
  const more = detail?.(r)
  const cells = columns.map((c) => {
    const share = c.bar?.(r)
    const value = (
      // Plain elements styled by the table (no styled component a cell: a page of 25 rows has hundreds of cells).
      <span className="cell-value">
        {share === undefined ? null : <i className="cell-bar" aria-hidden="true" style={{ width: `${Math.max(0, Math.min(1, share)) * 100}%` }} />}
        <span>{c.cell(r)}</span>
      </span>
    )
    return c.rowHeader === true ? (
      <th key={c.key} scope="row" data-label={c.header} data-numeric={c.numeric === true} data-nowrap={c.nowrap === true}>
        {value}
      </th>
    ) : (
      <td key={c.key} data-label={c.header} data-numeric={c.numeric === true} data-nowrap={c.nowrap === true}>
        {value}
      </td>
    )
  })
  return (
    <>
      <tr>{cells}</tr>
      {more === undefined || more === null ? null : (
        <tr data-detail="true">
          <td colSpan={columns.length}>{more}</td>
        </tr>
      )}
    </>
  )
}) as <Row>(props: RowProps<Row>) => ReactNode

const Wrap = styled.div`
  display: grid;
  gap: 10px;
  min-width: 0;
`
const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`
const Search = styled.div`
  flex: 0 1 320px;
  min-width: 0;
  input {
    width: 100%;
    box-sizing: border-box;
    padding: 8px 10px;
    border: 1px solid ${theme.color.control};
    border-radius: 8px;
    font: inherit;
  }
`
const Scroll = styled.div<{ $maxHeight: number | undefined }>`
  /* positioned: the visually hidden caption stays inside the scrolled box, not off the page's edge */
  position: relative;
  overflow-x: auto;
  ${(p) => (p.$maxHeight === undefined ? '' : `max-height: ${p.$maxHeight}px; overflow-y: auto;`)}
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
  @media (max-width: ${theme.phone}) {
    border: 0;
    background: transparent;
    overflow-x: visible;
  }
`
const Table = styled.table<{ $sortable: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th,
  td {
    padding: 9px 12px;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${theme.color.border};
    overflow-wrap: break-word;
  }
  [data-numeric='true'] {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  [data-nowrap='true'] {
    white-space: nowrap;
  }
  thead th {
    font-size: 13px;
    font-weight: 600;
    color: ${theme.color.muted};
    background: ${theme.color.surfaceMuted};
    position: sticky;
    top: 0;
    z-index: 1;
  }
  tbody th {
    font-weight: 500;
  }
  /* A cell's value, and the bar drawn behind it (a share of the cell). */
  .cell-value {
    position: relative;
    display: block;
    min-width: 0;
    > span {
      position: relative;
    }
  }
  .cell-bar {
    position: absolute;
    left: 0;
    top: -1px;
    bottom: -1px;
    background: ${theme.color.primarySoft};
    border-radius: 4px;
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
  tfoot td {
    font-weight: 600;
    background: ${theme.color.surfaceMuted};
    border-top: 1px solid ${theme.color.border};
    border-bottom: 0;
  }

  /* A phone: each row is a card of 'column: value' lines. */
  @media (max-width: ${theme.phone}) {
    &,
    tbody,
    tfoot,
    tr,
    tbody th,
    td {
      display: block;
    }
    thead {
      ${(p) =>
        p.$sortable
          ? `display: block; margin-bottom: 8px;`
          : `position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;`}
    }
    thead tr {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 6px;
    }
    thead tr[data-lead]::before {
      /* 'Sort by' before the column buttons; the buttons' column headers say it to a screen reader. */
      content: attr(data-lead) / '';
      font-size: 13px;
      color: ${theme.color.muted};
    }
    thead th {
      position: static;
      display: ${(p) => (p.$sortable ? 'none' : 'table-cell')};
      background: none;
      padding: 0;
      border: 0;
    }
    thead th[data-sortable='true'] {
      display: block;
    }
    thead th[data-sortable='true'] button {
      padding: 4px 10px;
      border: 1px solid ${theme.color.border};
      border-radius: 999px;
      background: ${theme.color.surface};
      color: ${theme.color.text};
      font-weight: 500;
    }
    tbody tr,
    tfoot tr {
      background: ${theme.color.surface};
      border: 1px solid ${theme.color.border};
      border-radius: ${theme.radius};
      margin: 0 0 10px;
      padding: 6px 0;
    }
    tbody th,
    td {
      display: flex;
      gap: 12px;
      align-items: baseline;
      padding: 5px 12px;
      border: 0;
      text-align: left;
      white-space: normal;
      overflow-wrap: anywhere;
    }
    [data-numeric='true'],
    [data-nowrap='true'] {
      text-align: left;
      white-space: normal;
    }
    tbody th[data-label]::before,
    td[data-label]::before {
      /* The column's name before the value; screen readers have the column header already. */
      content: attr(data-label) / '';
      flex: 0 0 38%;
      max-width: 140px;
      font-weight: 600;
      font-size: 13px;
      color: ${theme.color.muted};
      overflow-wrap: anywhere;
    }
    td[data-blank='true'] {
      display: none;
    }
    tbody tr[data-detail='true'] {
      margin-top: -10px;
      border-top: 0;
      border-radius: 0 0 ${theme.radius} ${theme.radius};
    }
    .cell-value {
      flex: 1 1 auto;
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
  && {
    justify-content: center;
    text-align: center;
    color: ${theme.color.muted};
    padding: 28px;
  }
`
const ShownCaption = styled.caption`
  text-align: left;
  padding: 10px 12px;
  font-weight: 600;
  @media (max-width: ${theme.phone}) {
    display: block;
    padding: 0 0 8px;
  }
`
const Hint = styled.p`
  margin: -4px 0 0;
  font-size: 13px;
  color: ${theme.color.muted};
`
const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 10px;
  font-variant-numeric: tabular-nums;
  button {
    min-width: 32px;
    height: 32px;
    border: 1px solid ${theme.color.border};
    border-radius: 6px;
    background: ${theme.color.surface};
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`
