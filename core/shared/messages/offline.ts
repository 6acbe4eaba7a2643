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
