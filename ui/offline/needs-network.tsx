import type { ReactNode } from 'react'
import styled from 'styled-components'
import type { NetworkOnlyKind } from '../../core/offline/offline-action'
import { needsNetworkReason } from '../../core/offline/offline-queueability.rule'
import { useToast } from '../feedback/toast'
import { theme } from '../theme/theme'
import { useBrowserOnline } from '../app/use-browser-online'

export type NetworkOnly = {
  /** The browser says it has no network. */
  readonly offline: boolean
  /** At submit: without a network, tells the staff member why and answers true (nothing saved, nothing sent later). */
  readonly refused: () => boolean
  /** Offline, the words in place, beside the action; online, nothing. */
  readonly note: ReactNode
}

/**
 * The one way every action that moves money, and every upload, behaves without a network (cash
 * drawer, refunds, uploads; docs/decisions/offline.md): it is never queued. Offline, the note says
 * in place that it needs the network, and a submit is refused with the same words.
 */
export const useNetworkOnly = (kind: NetworkOnlyKind): NetworkOnly => {
  const online = useBrowserOnline()
  const toast = useToast()
  const reason = needsNetworkReason(kind)
  return {
    offline: !online,
    refused: () => {
      if (typeof navigator === 'undefined' || navigator.onLine !== false) return false
      toast.error(reason)
      return true
    },
    note: online ? null : <Note role="status">{reason}</Note>,
  }
}

const Note = styled.p`
  margin: 8px 0;
  padding: 8px 12px;
  border-radius: 8px;
  background: ${theme.color.dangerSoft};
  color: ${theme.color.danger};
  font-weight: 600;
`
