import styled from 'styled-components'
import { theme } from '../theme/theme'

/** The portal's buttons: primary (filled) and secondary (outlined). */
export const Button = styled.button<{ $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  padding: 8px 14px;
  border-radius: 8px;
  font-weight: 600;
  cursor: pointer;
  border: 1px solid ${(p) => (p.$variant === 'secondary' ? theme.color.border : theme.color.primary)};
  background: ${(p) => (p.$variant === 'secondary' ? theme.color.surface : theme.color.primary)};
  color: ${(p) => (p.$variant === 'secondary' ? theme.color.text : theme.color.primaryText)};
  &:hover:not(:disabled) {
    background: ${(p) => (p.$variant === 'secondary' ? theme.color.surfaceMuted : theme.color.primaryHover)};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`
