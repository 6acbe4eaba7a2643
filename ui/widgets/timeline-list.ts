import styled from 'styled-components'
import { theme } from '../theme/theme'

/** A list of dated entries (call trail, reported injuries): each a tinted row with an accent edge. */
export const TimelineList = styled.ol<{ $accent?: string }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    display: grid;
    gap: 2px;
    padding: 8px 10px;
    border-left: 3px solid ${(p) => p.$accent ?? theme.color.primary};
    background: ${theme.color.surfaceMuted};
    border-radius: 0 8px 8px 0;
    overflow-wrap: anywhere;
  }
  small {
    color: ${theme.color.muted};
  }
`
/** An entry's first line: what it is, and when (muted, smaller) on the right. */
export const EntryTop = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  flex-wrap: wrap;
  time,
  span {
    color: ${theme.color.muted};
    font-size: 13px;
  }
`
