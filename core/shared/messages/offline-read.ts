/**
 * The desk reading without a network: the copy's time, the connection status in the shell (the
 * spec is silent; docs/decisions/offline.md).
 */
export const offlineAsOf = (time: string): string => `Offline: as of ${time}`
export const CONNECTION_ONLINE = 'Online'
export const CONNECTION_OFFLINE = 'Offline'
export const lastSyncedAt = (time: string): string => `Last synced ${time}`
export const syncingActions = (count: number): string => (count === 1 ? 'Syncing 1 action' : `Syncing ${count} actions`)
export const CONNECTION_STATUS_LABEL = 'Connection'
