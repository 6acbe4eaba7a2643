import styled, { keyframes } from 'styled-components'
import { LOADING } from '../../core/shared/messages'
import { theme } from '../theme/theme'

/** A polite loading indicator; `fill` centres it in the whole window. */
export const Loader = ({ label = LOADING, fill = false }: { label?: string; fill?: boolean }) => (
  <Wrap role="status" aria-live="polite" $fill={fill}>
    <Spinner aria-hidden="true" />
    <span>{label}</span>
  </Wrap>
)

const spin = keyframes`to { transform: rotate(360deg); }`

const Wrap = styled.div<{ $fill: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 10px;
  color: ${theme.color.muted};
  padding: 32px 0;
  min-height: ${(p) => (p.$fill ? '100vh' : 'auto')};
`
const Spinner = styled.span`
  width: 18px;
  height: 18px;
  border-radius: 50%;
  border: 2px solid ${theme.color.border};
  border-top-color: ${theme.color.primary};
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`
