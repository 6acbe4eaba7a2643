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
