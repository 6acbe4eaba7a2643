import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import { theme } from '../theme/theme'
import type { CheckInRow } from './check-in-rows'
import { rowHeights } from './check-in-rows'

type Props = {
  readonly rows: readonly CheckInRow[]
  readonly phone: boolean
  readonly label: string
  readonly busy: boolean
  readonly renderCard: (row: Extract<CheckInRow, { type: 'card' }>) => ReactNode
}

/**
 * One virtualised list of section headings and cards, scrolled by the page itself: only the rows
 * near the viewport are in the DOM, every row has a fixed height (no measuring while scrolling).
 * It is a list of items; headings stay headings (h2 per section, h3 per unassigned sub-group).
 */
export const CheckInVirtualList = ({ rows, phone, label, busy, renderCard }: Props) => {
  const ref = useRef<HTMLDivElement>(null)
  const [margin, setMargin] = useState(0)
  const h = rowHeights(phone)
  // Stable callbacks: the virtualizer recomputes every row's offset when they change identity.
  const estimateSize = useCallback(
    (i: number) => {
      const r = rows[i]
      return r === undefined || r.type === 'card' ? h.card : r.type === 'heading' ? h.heading : h.subheading
    },
    [rows, h.card, h.heading, h.subheading],
  )
  const getItemKey = useCallback((i: number) => rows[i]?.key ?? i, [rows])
  useLayoutEffect(() => {
    const el = ref.current
    if (el === null) return
    const measure = () => setMargin(el.getBoundingClientRect().top + window.scrollY)
    measure()
    window.addEventListener('resize', measure)
    return () => window.removeEventListener('resize', measure)
  }, [phone])
  const v = useWindowVirtualizer({
    count: rows.length,
    estimateSize,
    getItemKey,
    overscan: 5,
    // Let React batch scroll renders instead of rendering inside every scroll event.
    useFlushSync: false,
    scrollMargin: margin,
  })
  return (
    <List ref={ref} role="list" aria-label={label} aria-busy={busy} style={{ height: v.getTotalSize() }}>
      {v.getVirtualItems().map((item) => {
        const row = rows[item.index]
        if (row === undefined) return null
        return (
          <div
            key={item.key}
            className="row"
            role="listitem"
            aria-setsize={rows.length}
            aria-posinset={item.index + 1}
            {...(row.type === 'card' ? {} : { 'data-section': row.key })}
            style={{ height: item.size, transform: `translateY(${item.start - margin}px)` }}
          >
            {row.type === 'card' ? (
              renderCard(row)
            ) : row.type === 'heading' ? (
              <h2>
                {row.title} <span className="count">({row.count})</span>
              </h2>
            ) : (
              <h3>
                {row.title} <span className="count">({row.count})</span>
              </h3>
            )}
          </div>
        )
      })}
    </List>
  )
}

const List = styled.div`
  position: relative;
  width: 100%;
  &[aria-busy='true'] {
    opacity: 0.6;
  }
  .row {
    position: absolute;
    top: 0;
    left: 0;
    width: 100%;
    box-sizing: border-box;
    contain: strict;
  }
  h2 {
    margin: 0;
    padding-top: 22px;
    font-size: 17px;
    font-weight: 650;
    color: ${theme.color.text};
  }
  h3 {
    margin: 0;
    padding-top: 12px;
    font-size: 14px;
    font-weight: 650;
    color: ${theme.color.muted};
  }
  .count {
    font-weight: 500;
    color: ${theme.color.muted};
  }
`
