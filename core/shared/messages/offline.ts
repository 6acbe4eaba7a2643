/**
 * The desk without a network: what may be queued, why the rest needs the network, and the sync
 * panel's words (the spec is silent; docs/decisions/offline.md).
 */
export const OFFLINE_KIND_CHECK_OUT = 'Check-out'
export const OFFLINE_KIND_CHECK_IN = 'Check-in (offline)'
export const OFFLINE_KIND_PITCH = 'Pitch'
export const OFFLINE_KIND_LEAD = 'Lead'
export const OFFLINE_KIND_BCA = 'BCA'
export const OFFLINE_KIND_ISSUE = 'Issue report'
export const OFFLINE_KIND_INJURY = 'Injury report'

export const OFFLINE_NEEDS_NETWORK_SALE = 'A sale needs the network. Nothing was saved and nothing will be sent later.'
export const OFFLINE_NEEDS_NETWORK_CASH = 'Cash needs the network. Nothing was saved and nothing will be sent later.'
export const OFFLINE_NEEDS_NETWORK_PAYMENT_LINK = 'A payment link needs the network. Nothing was saved and nothing will be sent later.'
export const OFFLINE_NEEDS_NETWORK_REFUND = 'A refund needs the network. Nothing was saved and nothing will be sent later.'
export const OFFLINE_NEEDS_NETWORK_UPLOAD = 'An upload needs the network. Nothing was saved and nothing will be sent later.'
export const OFFLINE_NEEDS_NETWORK_OTHER = 'This needs the network. Nothing was saved and nothing will be sent later.'
export const OFFLINE_CHECK_IN_NO_PROFILE =
  "This member's profile was not opened at this centre today, so it is not on this device: check-in needs the network."
export const OFFLINE_CHECK_IN_NO_CURRENT_MEMBERSHIP =
  'The offline profile shows no current membership: check-in needs the network.'
export const OFFLINE_CHECK_IN_PAUSED = 'The membership is paused: check-in needs the network.'
export const offlineTooOld = (hours: number): string =>
  `Done more than ${hours} hours ago, so it can no longer be sent. Record it again now if it still stands.`
export const offlineFromTheFuture = (minutes: number): string =>
  `Its time is more than ${minutes} minutes ahead of the server's clock. Check the device's clock and record it again.`

export const OFFLINE_STATUS_WAITING = 'Waiting to send'
export const OFFLINE_STATUS_SENDING = 'Sending'
export const OFFLINE_STATUS_APPLIED = 'Applied'
export const OFFLINE_STATUS_REFUSED = 'Refused'

export const OFFLINE_ACTION_NOT_YOURS = 'An action done offline is sent by the staff member who did it. Sign in as them to send it.'
export const OFFLINE_ACTION_INCOMPLETE = 'An offline action needs its key, its time, the staff member and the offline mark.'
export const OFFLINE_REFUSED_TASK_CAMPAIGN = 'Refused offline action'
export const offlineRefusedTaskRemark = (kind: string, at: string, staffName: string, reason: string): string =>
  `${kind} done offline at ${at} by ${staffName} was refused when it reached the server: ${reason}`
export const offlineQueued = (kind: string): string => `No network: ${kind} saved on this device. It will be sent when the network is back.`
export const offlineSyncBadge = (pending: number, sending: boolean): string =>
  sending ? `Syncing ${pending} action${pending === 1 ? '' : 's'}` : `${pending} waiting`
export const offlineRefusedBadge = (refused: number): string => `${refused} refused`
export const OFFLINE_SYNC_PANEL_TITLE = 'Actions done offline'
export const OFFLINE_SYNC_PANEL_EMPTY = 'Nothing was done offline on this device.'
export const offlineLastSynced = (at: string): string => `Last synced ${at}`
export const OFFLINE_ALL_SYNCED = 'Offline actions synced'
export const OFFLINE_SYNC_NOW = 'Send now'
export const OFFLINE_SYNC_PANEL_CLOSE = 'Close'
