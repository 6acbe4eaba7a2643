import type { ReactNode } from 'react'
import styled from 'styled-components'
import { theme } from '../theme/theme'

/** A card of the profile: a titled region with an optional action beside the title. */
export const CareCard = ({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) => (
  <Card aria-label={title}>
    <Head>
      <h2>{title}</h2>
      {action}
    </Head>
    {children}
  </Card>
)

const Card = styled.section`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  padding: 14px 16px;
  min-width: 0;
`
const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 8px;
  h2 {
    margin: 0;
    font-size: 16px;
  }
`

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
