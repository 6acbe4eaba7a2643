import { useCallback, useState } from 'react'
import styled from 'styled-components'
import { REPORT_NEXT_PAGE, REPORT_PREVIOUS_PAGE, reportPageOf, tablePagesLabel } from '../../core/shared/messages'
import { pageCount } from '../../core/shared/paging.rule'
import { Button } from './button'

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
