import type { KeyValueStore } from '../../core/shared/key-value-store.port'

/** localStorage behind the store port; a full or blocked storage never breaks the portal. */
export const createLocalStorageStore = (storage: Storage, prefix = 'portal:'): KeyValueStore => ({
  get: (k) => {
    try {
      return storage.getItem(prefix + k) ?? undefined
    } catch {
      return undefined
    }
  },
  set: (k, v) => {
    try {
      storage.setItem(prefix + k, v)
    } catch {
      /* storage full or blocked: the value is simply not kept */
    }
  },
  remove: (k) => {
    try {
      storage.removeItem(prefix + k)
    } catch {
      /* nothing to remove */
    }
  },
  keys: () => {
    try {
      const out: string[] = []
      for (let i = 0; i < storage.length; i++) {
        const k = storage.key(i)
        if (k !== null && k.startsWith(prefix)) out.push(k.slice(prefix.length))
      }
      return out
    } catch {
      return []
    }
  },
})
