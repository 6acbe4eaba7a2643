import { type DBSchema, type IDBPDatabase, openDB } from 'idb'
import type { OfflineCopyStore, OfflineHolder } from '../../core/offline/offline-copy-store.port'
import type { OfflineCopy } from '../../core/offline/offline-copy.rule'

/** The browser database of the copies the desk reads offline (the queued actions live elsewhere). */
export const OFFLINE_COPIES_DB = 'portal-offline-copies'

type Held = OfflineHolder & { readonly slot: 'device' }

interface OfflineCopiesSchema extends DBSchema {
  copies: { key: [string, number, string]; value: OfflineCopy; indexes: { 'by-staff': string; 'by-day': string } }
  holder: { key: string; value: Held }
}

/**
 * The OfflineCopyStore on IndexedDB (through idb): copies keyed by staff member, centre and query
 * key, indexed by staff member (sign-out) and by day (yesterday's copies go). Every operation
 * settles: an answer that cannot be stored (a private window, a full disk, a value the browser
 * cannot clone) is simply not kept, and a store that cannot be opened answers nothing kept.
 */
export const createIdbOfflineCopyStore = (name: string = OFFLINE_COPIES_DB): OfflineCopyStore => {
  let opened: Promise<IDBPDatabase<OfflineCopiesSchema>> | undefined
  const db = (): Promise<IDBPDatabase<OfflineCopiesSchema>> => {
    opened ??= openDB<OfflineCopiesSchema>(name, 1, {
      upgrade(d) {
        const copies = d.createObjectStore('copies', { keyPath: ['staffId', 'centreId', 'key'] })
        copies.createIndex('by-staff', 'staffId')
        copies.createIndex('by-day', 'day')
        d.createObjectStore('holder', { keyPath: 'slot' })
      },
    })
    opened.catch(() => (opened = undefined))
    return opened
  }
  const settle = async <A>(run: (d: IDBPDatabase<OfflineCopiesSchema>) => Promise<A>, otherwise: A): Promise<A> => {
    try {
      return await run(await db())
    } catch {
      return otherwise
    }
  }
  return {
    put: (copy) => settle(async (d) => void (await d.put('copies', copy)), undefined),
    get: (staffId, centreId, key) => settle((d) => d.get('copies', [staffId, centreId, key]), undefined),
    holder: () => settle(async (d) => {
      const h = await d.get('holder', 'device')
      return h === undefined ? undefined : { staffId: h.staffId, access: h.access }
    }, undefined),
    setHolder: (holder) => settle(async (d) => void (await d.put('holder', { slot: 'device', ...holder })), undefined),
    forgetStaff: (staffId) =>
      settle(async (d) => {
        const tx = d.transaction(['copies', 'holder'], 'readwrite')
        for (const k of await tx.objectStore('copies').index('by-staff').getAllKeys(staffId)) await tx.objectStore('copies').delete(k)
        const h = await tx.objectStore('holder').get('device')
        if (h?.staffId === staffId) await tx.objectStore('holder').delete('device')
        await tx.done
      }, undefined),
    forgetBefore: (day) =>
      settle(async (d) => {
        const tx = d.transaction('copies', 'readwrite')
        for (const k of await tx.store.index('by-day').getAllKeys(IDBKeyRange.upperBound(day, true))) await tx.store.delete(k)
        await tx.done
      }, undefined),
  }
}
