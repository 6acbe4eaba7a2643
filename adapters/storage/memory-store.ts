import type { KeyValueStore } from '../../core/shared/key-value-store.port'

export const createMemoryStore = (initial: Readonly<Record<string, string>> = {}): KeyValueStore => {
  const data = new Map(Object.entries(initial))
  return {
    get: (k) => data.get(k),
    set: (k, v) => void data.set(k, v),
    remove: (k) => void data.delete(k),
    keys: () => [...data.keys()],
  }
}
