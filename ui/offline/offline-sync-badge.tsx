import { useEffect, useState } from 'react'
import styled from 'styled-components'
import type { SyncPanel } from '../../core/offline/offline-sync-panel.rule'
import { formatDateTime } from '../../core/shared/display-format'
import {
  OFFLINE_ALL_SYNCED,
  OFFLINE_SYNC_NOW,
  OFFLINE_SYNC_PANEL_CLOSE,
  OFFLINE_SYNC_PANEL_EMPTY,
  OFFLINE_SYNC_PANEL_TITLE,
  offlineLastSynced,
  offlineRefusedBadge,
  offlineSyncBadge,
} from '../../core/shared/messages'
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'
import { Modal } from '../widgets/modal'
import { reportSyncing } from '../app/connection-state'
import { useOfflineDesk } from './use-offline-queue'

const badgeText = (p: SyncPanel): string =>
  p.pendingCount > 0
    ? offlineSyncBadge(p.pendingCount, p.rows.some((r) => r.status === 'sending'))
    : p.refusedCount > 0
      ? offlineRefusedBadge(p.refusedCount)
      : OFFLINE_ALL_SYNCED

/**
 * The shell's badge of actions done offline ('Syncing 2 actions', '3 waiting', '1 refused'), shown
 * once this device has any; it opens the sync panel: every action in the order it happened, as
 * waiting, sending, applied or refused with the reason (core/offline/offline-sync-panel.rule.ts).
 */
export const OfflineSyncBadge = () => {
  const desk = useOfflineDesk()
  const [panel, setPanel] = useState<SyncPanel>()
  const [open, setOpen] = useState(false)
  // The header's connection status says 'Syncing N actions' and the last sync from the same panel.
  useEffect(() => {
    if (desk === undefined) return undefined
    const stop = desk.watch((p) => {
      setPanel(p)
      reportSyncing(p.pendingCount, p.lastSyncedAt)
    })
    return () => {
      stop()
      reportSyncing(0)
    }
  }, [desk])
  if (desk === undefined || panel === undefined || panel.rows.length === 0) return null
  return (
    <>
      <Badge type="button" aria-haspopup="dialog" data-refused={panel.refusedCount > 0} onClick={() => setOpen(true)}>
        {badgeText(panel)}
      </Badge>
      {open ? (
        <Modal
          title={OFFLINE_SYNC_PANEL_TITLE}
          onClose={() => setOpen(false)}
          footer={
            <>
              <Button type="button" $variant="secondary" onClick={() => setOpen(false)}>
                {OFFLINE_SYNC_PANEL_CLOSE}
              </Button>
              <Button type="button" onClick={() => desk.syncNow()} disabled={panel.pendingCount === 0}>
                {OFFLINE_SYNC_NOW}
              </Button>
            </>
          }
        >
          {panel.lastSyncedAt === undefined ? null : <p>{offlineLastSynced(formatDateTime(panel.lastSyncedAt))}</p>}
          {panel.rows.length === 0 ? (
            <p>{OFFLINE_SYNC_PANEL_EMPTY}</p>
          ) : (
            <Rows aria-label={OFFLINE_SYNC_PANEL_TITLE}>
              {panel.rows.map((r) => (
                <li key={r.key} data-status={r.status}>
                  <strong>{r.kindLabel}</strong>
                  {r.customerId === undefined ? null : <span> · {r.customerId}</span>}
                  <span> · {formatDateTime(r.happenedAt)}</span>
                  <Status data-status={r.status}>{r.statusLabel}</Status>
                  {r.reason === undefined ? null : <Reason>{r.reason}</Reason>}
                </li>
              ))}
            </Rows>
          )}
        </Modal>
      ) : null}
    </>
  )
}

export default OfflineSyncBadge

const Badge = styled.button`
  border: 1px solid ${theme.color.border};
  border-radius: 999px;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  padding: 4px 12px;
  font: inherit;
  font-size: 0.875rem;
  white-space: nowrap;
  cursor: pointer;
  &[data-refused='true'] {
    border-color: ${theme.color.danger};
  }
`
const Rows = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 8px 0;
    border-bottom: 1px solid ${theme.color.border};
  }
`
const Status = styled.span`
  display: inline-block;
  margin-left: 8px;
  font-weight: 600;
  &[data-status='refused'] {
    color: ${theme.color.danger};
  }
`
const Reason = styled.p`
  margin: 4px 0 0;
`
