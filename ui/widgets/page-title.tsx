import type { ReactNode } from 'react'
import styled from 'styled-components'
import { theme } from '../theme/theme'

/** The screen's one h1; the shell moves focus to it after a navigation. */
export const PageTitle = ({ children }: { children: ReactNode }) => (
  <Title id="page-title" tabIndex={-1}>
    {children}
  </Title>
)

const Title = styled.h1`
  margin: 0 0 18px;
  font-size: 22px;
  font-weight: 650;
  letter-spacing: -0.01em;
  color: ${theme.color.text};
  &:focus {
    outline: none;
  }
`
