import type { HttpClient } from '../http/http-client'
import { createHttpOfflineSender } from '../http/offline-sender.http'
import { createIdbOfflineQueueStorage } from './offline-queue.idb'
import type { OfflineDesk } from '../../core/offline/offline-desk.port'
import { enqueueOfflineAction } from '../../core/offline/offline-queue.rule'
import { offlineQueueability } from '../../core/offline/offline-queueability.rule'
import { type SyncPanel, offlineKindLabel, offlineSyncPanel } from '../../core/offline/offline-sync-panel.rule'
import { sendOfflineQueue } from '../../core/offline/offline-sync.rule'
import { pruneOfflineQueue } from '../../core/offline/offline-prune.rule'
import { epochMs } from '../../core/shared/brands'
import { offlineQueued } from '../../core/shared/messages'
import type { Clock } from '../../core/shared/clock.port'
import type { IdGenerator } from '../../core/shared/id-generator.port'

/** What the desk needs of the browser's platform: the one HTTP client, the time and fresh keys. */
export type OfflineDeskPlatform = { readonly http: HttpClient; readonly clock: Pick<Clock, 'now'>; readonly ids: IdGenerator }

/** How often a tab retries what is still waiting while the device says it is online (a server that was down). */
const RETRY_MS = 15_000

const desks = new Map<string, OfflineDesk>()

/**
 * The desk without a network for one staff member, in this tab: the queue in IndexedDB (shared by
 * the tabs), sent through the same HTTP calls as online. One tab at a time sends (a Web Lock per
 * staff member; where the browser has none, the queue's 30 s send lease keeps tabs apart), and the
 * server applies each key once whatever happens. Sends when the network comes back, at start, and
 * every 15 seconds while something waits; every tab's panel follows every change (BroadcastChannel).
 */
export const offlineDeskFor = (platform: OfflineDeskPlatform, staffId: string): OfflineDesk => {
  const known = desks.get(staffId)
  if (known !== undefined) return known
  const now = () => epochMs(platform.clock.now())
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(`offline-queue:${staffId}`) : undefined
  const listeners = new Set<(p: SyncPanel) => void>()
  let panel: SyncPanel | undefined
  let leaseLapses: number | undefined
  const publish = async (): Promise<void> => {
    const queue = await storage.read()
    const at = now()
    panel = offlineSyncPanel(queue, at)
    // A send under way shows 'Sending' until its lease lapses: the panel is drawn again then.
    window.clearTimeout(leaseLapses)
    const leases = queue.actions.flatMap((a) => (a.state.status === 'waiting' && a.sendingUntil !== undefined && a.sendingUntil > at ? [a.sendingUntil] : []))
    if (leases.length > 0) leaseLapses = window.setTimeout(() => void publish(), Math.min(...leases) - at + 100)
    for (const l of listeners) l(panel)
  }
  const storage = createIdbOfflineQueueStorage({
    staffId,
    onChange: () => {
      channel?.postMessage('changed')
      void publish()
    },
  })
  channel?.addEventListener('message', () => void publish())
  const sender = createHttpOfflineSender(platform.http)
  const offline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false

  let running = false
  let again = false
  const syncNow = (): void => {
    if (offline()) return
    if (running) {
      // Asked while a round runs (an action queued meanwhile): one more round once it ends.
      again = true
      return
    }
    running = true
    again = false
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
    const done =
      locks === undefined
        ? sendOfflineQueue(storage, sender, now, { exclusive: false })
        : // Waits its turn: the lock is freed when the tab holding it ends its round, or when its
          // page goes (reloaded, closed, crashed) mid-send; the holder then takes over that page's leases.
          locks.request(`offline-queue-sync:${staffId}`, () => sendOfflineQueue(storage, sender, now, { exclusive: true }))
    void done
      .catch(() => undefined)
      .finally(() => {
        running = false
        if (again) syncNow()
      })
  }

  window.addEventListener('online', syncNow)
  window.setInterval(() => {
    if (panel !== undefined && panel.pendingCount > 0) syncNow()
  }, RETRY_MS)

  const desk: OfflineDesk = {
    isOffline: offline,
    enqueue: async (r) => {
      const at = now()
      const verdict = offlineQueueability(r.kind, at, r.profile)
      if (!verdict.queueable) return { queued: false, reason: verdict.reason }
      await storage.update((q) =>
        enqueueOfflineAction(q, {
          key: r.key ?? platform.ids.next(),
          kind: r.kind,
          happenedAt: at,
          staffId,
          centreId: String(r.centreId),
          ...(r.customerId === undefined ? {} : { customerId: r.customerId }),
          payload: r.payload,
        }),
      )
      syncNow()
      return { queued: true, message: offlineQueued(offlineKindLabel(r.kind)) }
    },
    watch: (listener) => {
      listeners.add(listener)
      if (panel !== undefined) listener(panel)
      else void publish()
      return () => void listeners.delete(listener)
    },
    syncNow,
    needsNetwork: (kind) => {
      const verdict = offlineQueueability(kind, now())
      return verdict.queueable ? '' : verdict.reason
    },
  }
  desks.set(staffId, desk)
  // Answers more than a day old go first (core/offline/offline-prune.rule.ts), then what waits is sent.
  void storage
    .update((q) => pruneOfflineQueue(q, now()))
    .catch(() => undefined)
    .then(publish)
    .then(syncNow)
  return desk
}
