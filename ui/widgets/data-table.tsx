import { type ReactNode, useId, useMemo, useState } from 'react'
import styled from 'styled-components'
import { TABLE_SEARCH_DEBOUNCE_MS } from '../../core/shared/constants'
import { EMPTY_TABLE } from '../../core/shared/messages'
import { theme } from '../theme/theme'
import { useDebounced } from './use-debounced'
import { VisuallyHidden } from './visually-hidden'

export type Column<Row> = {
  readonly key: string
  readonly header: string
  readonly cell: (row: Row) => ReactNode
}

type Props<Row> = {
  readonly caption: string
  readonly columns: readonly Column<Row>[]
  readonly rows: readonly Row[]
  readonly rowKey: (row: Row) => string
  /** Rows per page; 0 means no paging. */
  readonly pageSize?: number
  /** The text a row is searched by; no search box without it. */
  readonly searchText?: (row: Row) => string
}

/** Rows matching the query case-insensitively (an empty query keeps every row). */
export const filterRows = <Row,>(rows: readonly Row[], query: string, text: (row: Row) => string): readonly Row[] => {
  const q = query.trim().toLowerCase()
  return q === '' ? rows : rows.filter((r) => text(r).toLowerCase().includes(q))
}

/**
 * The data table: 'Nothing here' when empty, paging 'current / total' (page size 0 = no paging),
 * and a search box that filters case-insensitively after 300 ms of quiet.
 */
export const DataTable = <Row,>({ caption, columns, rows, rowKey, pageSize = 0, searchText }: Props<Row>) => {
  const id = useId()
  const [query, setQuery] = useState('')
  const settled = useDebounced(query, TABLE_SEARCH_DEBOUNCE_MS)
  const shown = useMemo(() => (searchText === undefined ? rows : filterRows(rows, settled, searchText)), [rows, settled, searchText])
  const [page, setPage] = useState(1)
  const pages = pageSize > 0 ? Math.max(1, Math.ceil(shown.length / pageSize)) : 1
  const current = Math.min(page, pages)
  const visible = pageSize > 0 ? shown.slice((current - 1) * pageSize, current * pageSize) : shown

  return (
    <Wrap>
      {searchText === undefined ? null : (
        <Search>
          <label htmlFor={`${id}-search`}>
            <VisuallyHidden>Search {caption}</VisuallyHidden>
          </label>
          <input id={`${id}-search`} type="search" placeholder="Search" value={query} onChange={(e) => {
              setQuery(e.target.value)
              setPage(1)
            }} />
        </Search>
      )}
      <Scroll>
        <Table>
          <caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col">
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.length === 0 ? (
              <tr>
                <Empty colSpan={columns.length}>{EMPTY_TABLE}</Empty>
              </tr>
            ) : (
              visible.map((r) => (
                <tr key={rowKey(r)}>
                  {columns.map((c) => (
                    <td key={c.key}>{c.cell(r)}</td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </Table>
      </Scroll>
      {pageSize > 0 && shown.length > 0 ? (
        <Pager aria-label={`${caption} pages`}>
          <button type="button" aria-label="Previous page" disabled={current <= 1} onClick={() => setPage(current - 1)}>
            ‹
          </button>
          <span aria-live="polite">{`${current} / ${pages}`}</span>
          <button type="button" aria-label="Next page" disabled={current >= pages} onClick={() => setPage(current + 1)}>
            ›
          </button>
        </Pager>
      ) : null}
    </Wrap>
  )
}

const Wrap = styled.div`
  display: grid;
  gap: 10px;
`
const Search = styled.div`
  input {
    width: min(320px, 100%);
    padding: 8px 10px;
    border: 1px solid ${theme.color.border};
    border-radius: 8px;
  }
`
const Scroll = styled.div`
  overflow-x: auto;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
`
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th,
  td {
    padding: 10px 14px;
    text-align: left;
    border-bottom: 1px solid ${theme.color.border};
  }
  th {
    font-size: 12px;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${theme.color.muted};
    background: ${theme.color.surfaceMuted};
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
`
const Empty = styled.td`
  text-align: center !important;
  color: ${theme.color.muted};
  padding: 28px !important;
`
const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 10px;
  font-variant-numeric: tabular-nums;
  button {
    width: 30px;
    height: 30px;
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
