import { SELECTED_CENTRE_KEY } from '../centre/load-centre-context.use-case'
import type { KeyValueStore } from '../shared/key-value-store.port'

export type SignOutDeps = { readonly selection: KeyValueStore; readonly storage: KeyValueStore }

/**
 * Forgets everything the portal kept about the session on this device: the centre choice and
 * every key of the portal's local store (stored orders, cached data, decrypted PII). Ending the
 * server session is the backend's part (its /logout). Returns the keys it removed.
 */
export const signOut =
  (d: SignOutDeps) =>
  (): readonly string[] => {
    const removed = [...d.storage.keys()]
    for (const k of removed) d.storage.remove(k)
    d.selection.remove(SELECTED_CENTRE_KEY)
    return [...removed, SELECTED_CENTRE_KEY]
  }
