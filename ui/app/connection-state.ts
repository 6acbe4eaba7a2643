import { useSyncExternalStore } from 'react'

/**
 * What the shell's connection status shows, fed by the data-loading layer (every query reports
 * whether the server answered) and by whatever sends work in the background.
 */
export type ConnectionState = {
  /** How many answers the server has given since the portal started (the status notes the time of each). */
  readonly answers: number
  /** The last call could not reach the server (or the browser says it has no network). */
  readonly unreachable: boolean
  /** Actions being sent in the background ('Syncing N actions'); 0 when none. */
  readonly syncing: number
  /** When the server last answered an action sent in the background (the offline queue's last sync). */
  readonly syncedAt?: number
}

let state: ConnectionState = { answers: 0, unreachable: false, syncing: 0 }
const listeners = new Set<() => void>()
const set = (next: ConnectionState): void => {
  state = next
  for (const l of listeners) l()
}

/** A call reached the server (whatever it answered), or could not. */
export const reportServerReached = (reached: boolean): void => {
  if (!reached && state.unreachable) return
  set({ ...state, answers: reached ? state.answers + 1 : state.answers, unreachable: !reached })
}

/**
 * How many actions are being sent now: the hook a background sender (an offline queue) calls so
 * the shell says 'Syncing N actions'; 0 when it is done. `syncedAt`: when the server last answered one.
 */
export const reportSyncing = (count: number, syncedAt?: number): void => {
  const syncing = Math.max(0, count)
  if (syncing === state.syncing && syncedAt === state.syncedAt) return
  const { syncedAt: _before, ...rest } = state
  set({ ...rest, syncing, ...(syncedAt === undefined ? {} : { syncedAt }) })
}

/** The state now (outside React: a listener reading what changed). */
export const connectionState = (): ConnectionState => state

/** Calls `l` on every change; answers the unsubscribe. */
export const subscribeConnection = (l: () => void): (() => void) => subscribe(l)

function subscribe(l: () => void): () => void {
  listeners.add(l)
  return () => void listeners.delete(l)
}

/** The connection state, kept current. */
export const useConnectionState = (): ConnectionState => useSyncExternalStore(subscribe, () => state)
