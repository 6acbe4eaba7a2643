import { type Dispatch, type SetStateAction, useCallback, useState } from 'react'
import styled from 'styled-components'
import { REPORT_NEXT_PAGE, REPORT_PREVIOUS_PAGE, reportPageOf, tablePagesLabel } from '../../core/shared/messages'
import { pageCount } from '../../core/shared/paging.rule'
import { Button } from './button'
import type { ServerPaging, Sort } from './data-table'

/**
 * The pages of a list the server pages (docs/api/paging.md): the cursor of every page read so far
 * (the first has none), so 'Next' sends the page's `next` and 'Previous' the cursor used before.
 * Whenever `listKey` changes (a new search, filter or centre) it starts again on page 1.
 */
export const useCursorPages = (listKey: string) => {
  const [state, setState] = useState<{ readonly key: string; readonly cursors: readonly (string | undefined)[] }>({ key: listKey, cursors: [undefined] })
  const cursors = state.key === listKey ? state.cursors : [undefined]
  if (state.key !== listKey) setState({ key: listKey, cursors: [undefined] })
  const step = useCallback(
    (by: 1 | -1, next: string | undefined) =>
      setState((s) => (by === -1 ? (s.cursors.length > 1 ? { ...s, cursors: s.cursors.slice(0, -1) } : s) : next === undefined ? s : { ...s, cursors: [...s.cursors, next] })),
    [],
  )
  return { cursor: cursors[cursors.length - 1], page: cursors.length, step }
}

/** What a table the server sorts and searches keeps of its own: the settled search and the header's sort. */
export type ServerView = { readonly search: string; readonly sort: Sort | undefined }

/**
 * The `server` paging of a data table whose rows are one answered page: where it stands, and a
 * sort, a settled search or a page step asked for (a step waits while a page is being read).
 */
export const serverPaging = (
  pages: ReturnType<typeof useCursorPages>,
  answer: { readonly total: number; readonly pageSize: number; readonly next?: string | undefined },
  busy: boolean,
  view: ServerView,
  setView: Dispatch<SetStateAction<ServerView>>,
): ServerPaging => ({
  page: pages.page,
  pages: Math.max(pageCount(answer.total, answer.pageSize), pages.page),
  sort: view.sort,
  onSort: (sort) => setView((v) => ({ ...v, sort })),
  onSearch: (settled) => setView((v) => (v.search === settled.trim() ? v : { ...v, search: settled.trim() })),
  onPage: (by) => (busy ? undefined : pages.step(by, answer.next)),
})

/** 'Previous', 'current / total', 'Next' under a list the server pages; nothing when it has one page. */
export const CursorPager = ({ label, page, total, pageSize, next, busy, onStep }: { readonly label: string; readonly page: number; readonly total: number; readonly pageSize: number; readonly next: string | undefined; readonly busy: boolean; readonly onStep: (by: 1 | -1) => void }) => {
  const pages = Math.max(pageCount(total, pageSize), page)
  if (pages <= 1) return null
  return (
    <Pager aria-label={tablePagesLabel(label)}>
      <Button type="button" $variant="secondary" disabled={page <= 1 || busy} onClick={() => onStep(-1)}>
        {REPORT_PREVIOUS_PAGE}
      </Button>
      <span aria-live="polite">{reportPageOf(page, pages)}</span>
      <Button type="button" $variant="secondary" disabled={next === undefined || busy} onClick={() => onStep(1)}>
        {REPORT_NEXT_PAGE}
      </Button>
    </Pager>
  )
}

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 14px;
`
