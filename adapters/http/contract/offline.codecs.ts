import * as t from 'io-ts'
import { IntFromString } from './codec-helpers'

/**
 * An action the desk did without a network and sends later (docs/decisions/offline.md): its own
 * idempotency key (the server applies it once, and answers a repeat with the first outcome), the
 * time it happened at the desk (the server re-checks the action as of that time, within the replay
 * bound), the staff member who did it (the one signed in), and the offline mark.
 */
export const OfflineActionWire = t.type({
  key: t.string,
  happenedAt: t.number,
  staffId: t.string,
  offline: t.literal(true),
})
export type OfflineActionWire = t.TypeOf<typeof OfflineActionWire>

/** The optional offline part of a body (check-in, pitch, BCA, lead, issue and injury reports). */
export const OfflineActionPart = t.partial({ offlineAction: OfflineActionWire })

/** The offline part of a call that has no body (check-out): the same fields in the query. */
export const OfflineActionQuery = t.partial({
  offlineKey: t.string,
  offlineHappenedAt: IntFromString,
  offlineStaffId: t.string,
  offline: t.literal('true'),
})
export type OfflineActionQuery = t.TypeOf<typeof OfflineActionQuery>

/** The query's offline part as one action, or undefined when the call is not an offline one (or is incomplete). */
export const offlineActionOfQuery = (q: OfflineActionQuery): OfflineActionWire | 'incomplete' | undefined => {
  const given = [q.offlineKey, q.offlineHappenedAt, q.offlineStaffId, q.offline].filter((x) => x !== undefined).length
  if (given === 0) return undefined
  if (q.offlineKey === undefined || q.offlineHappenedAt === undefined || q.offlineStaffId === undefined || q.offline === undefined) return 'incomplete'
  return { key: q.offlineKey, happenedAt: q.offlineHappenedAt, staffId: q.offlineStaffId, offline: true }
}
