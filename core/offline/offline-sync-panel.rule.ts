import type { EpochMs } from '../shared/brands'
import {
  OFFLINE_KIND_BCA,
  OFFLINE_KIND_CHECK_IN,
  OFFLINE_KIND_CHECK_OUT,
  OFFLINE_KIND_INJURY,
  OFFLINE_KIND_ISSUE,
  OFFLINE_KIND_LEAD,
  OFFLINE_KIND_PITCH,
  OFFLINE_STATUS_APPLIED,
  OFFLINE_STATUS_REFUSED,
  OFFLINE_STATUS_SENDING,
  OFFLINE_STATUS_WAITING,
} from '../shared/messages'
import type { QueueableKind } from './offline-action'
import type { OfflineQueue } from './offline-queue.rule'

const KIND_WORDS: Readonly<Record<QueueableKind, string>> = {
  CHECK_OUT: OFFLINE_KIND_CHECK_OUT,
  CHECK_IN: OFFLINE_KIND_CHECK_IN,
  RECORD_PITCH: OFFLINE_KIND_PITCH,
  RECORD_LEAD: OFFLINE_KIND_LEAD,
  RECORD_BCA: OFFLINE_KIND_BCA,
  REPORT_ISSUE: OFFLINE_KIND_ISSUE,
  REPORT_INJURY: OFFLINE_KIND_INJURY,
}

/** A queued action's kind in the words staff use. */
export const offlineKindLabel = (kind: QueueableKind): string => KIND_WORDS[kind]

export type SyncPanelStatus = 'waiting' | 'sending' | 'applied' | 'refused'

const STATUS_WORDS: Readonly<Record<SyncPanelStatus, string>> = {
  waiting: OFFLINE_STATUS_WAITING,
  sending: OFFLINE_STATUS_SENDING,
  applied: OFFLINE_STATUS_APPLIED,
  refused: OFFLINE_STATUS_REFUSED,
}

export type SyncPanelRow = {
  readonly key: string
  readonly kind: QueueableKind
  readonly kindLabel: string
  readonly customerId?: string
  readonly staffId: string
  readonly happenedAt: EpochMs
  readonly status: SyncPanelStatus
  readonly statusLabel: string
  /** Why it was refused (the server's reason, or the device's when it waited past the bound). */
  readonly reason?: string
}

export type SyncPanel = {
  /** Every queued action, in the order it happened. */
  readonly rows: readonly SyncPanelRow[]
  /** Actions not yet applied or refused (waiting or being sent). */
  readonly pendingCount: number
  readonly refusedCount: number
  readonly lastSyncedAt?: EpochMs
}

/** What the sync panel lists at `now`: each action applied, refused with the reason, being sent or waiting. */
export const offlineSyncPanel = (queue: OfflineQueue, now: EpochMs): SyncPanel => {
  const rows = queue.actions.map((a): SyncPanelRow => {
    const s = a.state
    const status: SyncPanelStatus =
      s.status === 'waiting' ? (a.sendingUntil !== undefined && a.sendingUntil > now ? 'sending' : 'waiting') : s.status
    return {
      key: a.key,
      kind: a.kind,
      kindLabel: offlineKindLabel(a.kind),
      ...(a.customerId === undefined ? {} : { customerId: a.customerId }),
      staffId: a.staffId,
      happenedAt: a.happenedAt,
      status,
      statusLabel: STATUS_WORDS[status],
      ...(s.status === 'refused' ? { reason: s.reason } : {}),
    }
  })
  return {
    rows,
    pendingCount: rows.filter((r) => r.status === 'waiting' || r.status === 'sending').length,
    refusedCount: rows.filter((r) => r.status === 'refused').length,
    ...(queue.lastSyncedAt === undefined ? {} : { lastSyncedAt: queue.lastSyncedAt }),
  }
}
