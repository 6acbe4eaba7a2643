import type { NetworkOnlyKind, OfflinePayload, QueueableKind, QueuedAction } from './offline-action'
import type { OfflineQueue, ServerAnswer } from './offline-queue.rule'
import type { OfflineProfileMemberships } from './offline-queueability.rule'
import type { SyncPanel } from './offline-sync-panel.rule'

/**
 * Where one staff member's queue is kept on the device (the browser keeps it in IndexedDB, shared by
 * its tabs). Every change is one read-merge-write of what is kept, so two tabs never lose each
 * other's actions or answers.
 */
export interface OfflineQueueStorage {
  /** The queue as kept now (empty when nothing is kept). */
  read(): Promise<OfflineQueue>
  /** Applies `change` to what is kept, atomically with respect to every other tab, and answers the queue kept. */
  update(change: (kept: OfflineQueue) => OfflineQueue): Promise<OfflineQueue>
}

/** Sends one queued action to the server with its key, time, staff member and offline mark, and answers what the server did. */
export interface OfflineSender {
  send(action: QueuedAction): Promise<ServerAnswer>
}

/** An action the desk asks to queue: the time and staff member are the desk's own, and the key unless given. */
export type OfflineRequest = {
  readonly kind: QueueableKind
  readonly centreId: number
  readonly customerId?: string
  /** The details the server's call takes (the same as online). */
  readonly payload: OfflinePayload
  /** The key of an online attempt whose answer was lost: the queued action is that attempt (applied once); else a fresh key. */
  readonly key?: string
  /** For a check-in: the memberships the profile on screen shows (undefined: no profile on this device). */
  readonly profile?: OfflineProfileMemberships
}

/** What queuing answered: queued (with the words to show), or why the action needs the network. */
export type QueueOutcome = { readonly queued: true; readonly message: string } | { readonly queued: false; readonly reason: string }

/** The desk without a network, as the screens see it (the browser only; the CLI is online only). */
export interface OfflineDesk {
  /** Whether the device says it has no network now. */
  isOffline(): boolean
  /** Queues an action done now, if it may be done offline. */
  enqueue(request: OfflineRequest): Promise<QueueOutcome>
  /** Calls `listener` with the sync panel now and on every change (from this tab or another); answers the unsubscribe. */
  watch(listener: (panel: SyncPanel) => void): () => void
  /** Sends what is waiting now (the network is back, or a staff member asked). */
  syncNow(): void
  /** Why an action that moves money needs the network (nothing is saved, nothing is sent later). */
  needsNetwork(kind: NetworkOnlyKind): string
}
