import { type IDBPDatabase, openDB } from 'idb'
import { parseOfflineQueue, offlineQueueStorageKey, serialiseOfflineQueue } from '../../core/offline/offline-queue.codec'
import { EMPTY_OFFLINE_QUEUE, type OfflineQueue } from '../../core/offline/offline-queue.rule'
import type { OfflineQueueStorage } from '../../core/offline/offline-desk.port'

/** The device's database of queued actions (one record per staff member, removed at sign-out). */
export const OFFLINE_QUEUE_DB = 'centre-portal-offline-queue'
const STORE = 'queues'
const VERSION = 1

export type IdbOfflineQueueOptions = {
  readonly staffId: string
  /** Told after every change this instance writes (the browser tells its other tabs). */
  readonly onChange?: () => void
}

const open = (): Promise<IDBPDatabase> =>
  openDB(OFFLINE_QUEUE_DB, VERSION, {
    upgrade(db) {
      if (!db.objectStoreNames.contains(STORE)) db.createObjectStore(STORE)
    },
  })

/**
 * The offline queue kept in IndexedDB: it survives a reload and a browser restart, and every tab of
 * the device shares it. Each change is one readwrite transaction (read, merge, write): IndexedDB runs
 * transactions on the same store one after another, across tabs, so no change is lost. A kept text
 * that does not parse is set aside under its own key, never overwritten.
 */
export const createIdbOfflineQueueStorage = (o: IdbOfflineQueueOptions): OfflineQueueStorage & { close(): Promise<void> } => {
  const key = offlineQueueStorageKey(o.staffId)
  let db: Promise<IDBPDatabase> | undefined
  const database = (): Promise<IDBPDatabase> => (db ??= open())

  const decode = (text: unknown): OfflineQueue | undefined => (typeof text === 'string' ? parseOfflineQueue(text) : undefined)

  return {
    read: async () => {
      const text: unknown = await (await database()).get(STORE, key)
      return decode(text) ?? EMPTY_OFFLINE_QUEUE
    },
    update: async (change) => {
      const tx = (await database()).transaction(STORE, 'readwrite')
      const text: unknown = await tx.store.get(key)
      const kept = decode(text)
      if (text !== undefined && kept === undefined) await tx.store.put(text, `${key}:unreadable:${String(Date.now())}`)
      const next = change(kept ?? EMPTY_OFFLINE_QUEUE)
      await tx.store.put(serialiseOfflineQueue(next), key)
      await tx.done
      o.onChange?.()
      return next
    },
    close: async () => {
      if (db !== undefined) (await db).close()
      db = undefined
    },
  }
}
