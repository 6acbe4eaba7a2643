import { type ComponentType, type ReactNode, type Ref, useRef } from 'react'
import { useUniqueId } from '../app/use-unique-id'
import styled from 'styled-components'
import { TABLE_SCROLL_HINT } from '../../core/shared/messages'
import { theme } from '../theme/theme'
import { useOverflows } from './data-table'


type BoxProps = { readonly ref?: Ref<HTMLDivElement>; readonly children?: ReactNode }

/**
 * A box that may scroll sideways on a phone (a wide table): when it does, it is a named group a
 * keyboard can reach and scroll, with the hint 'Scroll sideways to see every column.' under it.
 * `Box` is the styled box to draw (overflow-x: auto); `deps` are what decides its width.
 */
export const ScrollBox = ({ label, Box = Plain, deps, children }: { readonly label: string; readonly Box?: ComponentType<BoxProps>; readonly deps: readonly unknown[]; readonly children: ReactNode }) => {
  const ref = useRef<HTMLDivElement | null>(null)
  const hintId = useUniqueId()
  const overflows = useOverflows(ref, deps)
  const named = overflows ? { role: 'group', 'aria-label': label, tabIndex: 0, 'aria-describedby': hintId } : {}
  return (
    <>
      <Box ref={ref} {...named}>
        {children}
      </Box>
      {overflows ? <Hint id={hintId}>{TABLE_SCROLL_HINT}</Hint> : null}
    </>
  )
}

const Plain = styled.div`
  overflow-x: auto;
  max-width: 100%;
`
const Hint = styled.p`
  margin: 4px 0 0;
  font-size: 13px;
  color: ${theme.color.muted};
`

/** The style of a wide table's box, shared by the screens that draw plain tables (operations, the cash drawer). */
export const TableScroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
  /* On a phone the shell's column does not shrink below its content: the table scrolls inside the section instead. */
  @media (max-width: 700px) {
    max-width: calc(100vw - 66px);
  }
  table {
    border-collapse: collapse;
    width: 100%;
    font-size: 14px;
  }
  th,
  td {
    text-align: left;
    padding: 6px 8px;
    border-bottom: 1px solid ${theme.color.border};
    vertical-align: top;
  }
`
