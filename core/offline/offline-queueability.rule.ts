import type { Membership } from '../membership/membership'
import { membershipTiming } from '../membership/membership-status.rule'
import type { EpochMs } from '../shared/brands'
import {
  OFFLINE_CHECK_IN_NO_CURRENT_MEMBERSHIP,
  OFFLINE_CHECK_IN_NO_PROFILE,
  OFFLINE_CHECK_IN_PAUSED,
  OFFLINE_NEEDS_NETWORK_CASH,
  OFFLINE_NEEDS_NETWORK_OTHER,
  OFFLINE_NEEDS_NETWORK_PAYMENT_LINK,
  OFFLINE_NEEDS_NETWORK_REFUND,
  OFFLINE_NEEDS_NETWORK_SALE,
  OFFLINE_NEEDS_NETWORK_UPLOAD,
} from '../shared/messages'
import { NETWORK_ONLY_KINDS, type DeskActionKind, type NetworkOnlyKind } from './offline-action'

/** The memberships the offline copy of a member's profile shows (undefined: the profile is not on this device). */
export type OfflineProfileMemberships = readonly Pick<Membership, 'status' | 'start' | 'end'>[] | undefined

export type Queueability = { readonly queueable: true } | { readonly queueable: false; readonly reason: string }

const NEEDS_NETWORK: Readonly<Record<NetworkOnlyKind, string>> = {
  SALE: OFFLINE_NEEDS_NETWORK_SALE,
  CASH: OFFLINE_NEEDS_NETWORK_CASH,
  PAYMENT_LINK: OFFLINE_NEEDS_NETWORK_PAYMENT_LINK,
  REFUND: OFFLINE_NEEDS_NETWORK_REFUND,
  UPLOAD: OFFLINE_NEEDS_NETWORK_UPLOAD,
}

const isNetworkOnly = (kind: string): kind is NetworkOnlyKind => (NETWORK_ONLY_KINDS as readonly string[]).includes(kind)

const refuse = (reason: string): Queueability => ({ queueable: false, reason })
const QUEUEABLE: Queueability = { queueable: true }

/**
 * Whether an action may be done without a network (queued and sent later), or why it needs it.
 * Check-out, pitch, lead, BCA and issue or injury reports are always queueable. A check-in is
 * queueable only when the offline profile shows a membership current at the time of the check-in
 * and not paused. Nothing that moves money is queued (sales, cash, payment links, refunds, uploads).
 */
export const offlineQueueability = (
  kind: DeskActionKind | (string & {}),
  at: EpochMs,
  profile?: OfflineProfileMemberships,
): Queueability => {
  switch (kind) {
    case 'CHECK_OUT':
    case 'RECORD_PITCH':
    case 'RECORD_LEAD':
    case 'RECORD_BCA':
    case 'REPORT_ISSUE':
    case 'REPORT_INJURY':
      return QUEUEABLE
    case 'CHECK_IN': {
      if (profile === undefined) return refuse(OFFLINE_CHECK_IN_NO_PROFILE)
      const current = profile.filter((m) => membershipTiming(m, at) === 'current')
      if (current.some((m) => m.status !== 'PAUSED')) return QUEUEABLE
      return refuse(current.length > 0 ? OFFLINE_CHECK_IN_PAUSED : OFFLINE_CHECK_IN_NO_CURRENT_MEMBERSHIP)
    }
    default:
      return refuse(isNetworkOnly(kind) ? NEEDS_NETWORK[kind] : OFFLINE_NEEDS_NETWORK_OTHER)
  }
}

/** Why an action that moves money (or an upload) needs the network: nothing is saved, nothing is sent later. */
export const needsNetworkReason = (kind: NetworkOnlyKind): string => NEEDS_NETWORK[kind]
