import type { EpochMs } from '../shared/brands'

/** What the desk may do without a network: each is queued and sent when the network is back. */
export const QUEUEABLE_KINDS = ['CHECK_OUT', 'CHECK_IN', 'RECORD_PITCH', 'RECORD_LEAD', 'RECORD_BCA', 'REPORT_ISSUE', 'REPORT_INJURY'] as const
export type QueueableKind = (typeof QUEUEABLE_KINDS)[number]

/** What moves money: never queued, never sent later by surprise. */
export const NETWORK_ONLY_KINDS = ['SALE', 'CASH', 'PAYMENT_LINK', 'REFUND', 'UPLOAD'] as const
export type NetworkOnlyKind = (typeof NETWORK_ONLY_KINDS)[number]

/** Every desk action the offline rules answer for. */
export type DeskActionKind = QueueableKind | NetworkOnlyKind

/** A value that survives a round trip through JSON unchanged. */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue }

/** The details of an action (the pitch's note, the BCA's values, …), as the server's route takes them. */
export type OfflinePayload = { readonly [key: string]: JsonValue }

/** An action as the desk records it, before it enters the queue. */
export type OfflineActionInput = {
  /** Unique per action; the server applies an action once per key, however often it is sent. */
  readonly key: string
  readonly kind: QueueableKind
  /** When it happened at the desk (the server re-checks it as of this time). */
  readonly happenedAt: EpochMs
  /** The staff member who did it. */
  readonly staffId: string
  readonly centreId: string
  /** The customer it is about; actions without one (an issue about the centre) share one line. */
  readonly customerId?: string
  readonly payload: OfflinePayload
}

/**
 * Where an action stands on this device:
 * waiting (never sent, or sent with no answer and may be sent again), applied, or refused with the reason.
 */
export type OfflineActionState =
  | { readonly status: 'waiting' }
  | { readonly status: 'applied'; readonly answeredAt: EpochMs }
  | { readonly status: 'refused'; readonly reason: string; readonly answeredAt: EpochMs; readonly refusedBy: 'server' | 'device' }

/** A queued action: always marked offline (a queued check-in carries no OTP, only the staff member and the time). */
export type QueuedAction = OfflineActionInput & {
  readonly offline: true
  /** Enqueue order on the device that recorded it (breaks ties between actions of the same moment). */
  readonly seq: number
  /** Sent at least once: the server may have applied it, so it is never refused on the device. */
  readonly sent: boolean
  /** A send is under way until this time (no other send of it, and nothing later for the customer, before then). */
  readonly sendingUntil?: EpochMs
  readonly state: OfflineActionState
}
