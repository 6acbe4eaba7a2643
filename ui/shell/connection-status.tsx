import { useEffect, useState } from 'react'
import styled from 'styled-components'
import { formatTime } from '../../core/shared/display-format'
import type { EpochMs } from '../../core/shared/brands'
import { CONNECTION_OFFLINE, CONNECTION_ONLINE, lastSyncedAt, syncingActions } from '../../core/shared/messages'
import { connectionState, subscribeConnection, useConnectionState } from '../app/connection-state'
import { useUseCase } from '../app/use-cases.context'
import { theme } from '../theme/theme'
import { useBrowserOnline } from '../app/use-browser-online'

/**
 * The connection in the shell's header: Online or Offline, the time the server last answered
 * (the last sync: a query's answer or an action sent from the offline queue, whichever is later),
 * and, online, 'Syncing N actions' while the offline queue has actions to send (the sync badge
 * reports them through `reportSyncing` in ui/app/connection-state.ts). Offline when the browser has
 * no network or the last call could not reach the server. A status region: a change is announced, politely.
 */
export default function ConnectionStatus() {
  const { unreachable, syncing: pending, syncedAt } = useConnectionState()
  const online = useBrowserOnline() && !unreachable
  const now = useUseCase('now')
  // The time of the server's last answer: noted as each answer is reported.
  const [lastSynced, setLastSynced] = useState<EpochMs | undefined>(() => (connectionState().answers > 0 ? now() : undefined))
  useEffect(() => {
    let seen = connectionState().answers
    return subscribeConnection(() => {
      if (connectionState().answers === seen) return
      seen = connectionState().answers
      setLastSynced(now())
    })
  }, [now])
  // Offline, actions waiting are not being sent: the sync badge says how many wait.
  const syncing = online ? pending : 0
  const last = lastSynced === undefined ? syncedAt : syncedAt === undefined ? lastSynced : Math.max(lastSynced, syncedAt)
  return (
    <Status role="status" data-online={online}>
      <span>{online ? CONNECTION_ONLINE : CONNECTION_OFFLINE}</span>
      {syncing > 0 ? <span>{syncingActions(syncing)}</span> : null}
      {last === undefined || (online && syncing === 0) ? null : <Since>{lastSyncedAt(formatTime(last))}</Since>}
    </Status>
  )
}

const Status = styled.p`
  margin: 0;
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
  padding: 4px 10px;
  border-radius: 999px;
  font-size: 13px;
  font-weight: 600;
  min-width: 0;
  background: ${theme.color.successSoft};
  color: ${theme.color.successStrong};
  /* The dot: drawn, not read. */
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
  &[data-online='false'] {
    background: ${theme.color.dangerSoft};
    color: ${theme.color.danger};
  }
`
const Since = styled.span`
  font-weight: 400;
  white-space: nowrap;
`
