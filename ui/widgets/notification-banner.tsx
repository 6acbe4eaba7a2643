import type { ReactNode } from 'react'
import styled from 'styled-components'
import { CloseButton } from './close-button'
import { theme } from '../theme/theme'

type Props = {
  readonly kind: 'success' | 'failure'
  readonly children: ReactNode
  /** Shows a close button when given. */
  readonly onClose?: () => void
}

/** The notification banner: green for success, red for failure, closable. */
export const NotificationBanner = ({ kind, children, onClose }: Props) => (
  <Banner role={kind === 'failure' ? 'alert' : 'status'} $kind={kind}>
    <div>{children}</div>
    {onClose === undefined ? null : (
      <CloseButton onClick={onClose} />
    )}
  </Banner>
)

const Banner = styled.div<{ $kind: Props['kind'] }>`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 12px;
  padding: 12px 16px;
  border-radius: ${theme.radius};
  border: 1px solid ${(p) => (p.$kind === 'success' ? theme.color.success : theme.color.danger)};
  background: ${(p) => (p.$kind === 'success' ? theme.color.successSoft : theme.color.dangerSoft)};
  color: ${(p) => (p.$kind === 'success' ? theme.color.successStrong : theme.color.danger)};
`
