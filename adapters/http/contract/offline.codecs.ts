import * as t from 'io-ts'
import { InjuryReportBody } from './care.codecs'
import { CheckoutQuery, MemberCheckInBody } from './check-in.codecs'
import { IntFromString } from './codec-helpers'
import { BcaBody, PitchBody } from './customer.codecs'
import { LeadCaptureBody, LeadUpdateBody } from './lead.codecs'
import { ReportIssueBody } from './operations-issues.codecs'

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

/*
 * The calls the desk may make offline, as the server takes them: the online body (or query) with
 * the optional offline part. Kept here, not beside the online codecs, so the browser's first
 * screen (which decodes check-ins) does not carry what only the server and the queue use.
 */
export const MemberCheckInCall = t.intersection([MemberCheckInBody, OfflineActionPart])
export type MemberCheckInCall = t.TypeOf<typeof MemberCheckInCall>
export const CheckoutCall = t.intersection([CheckoutQuery, OfflineActionQuery])
export const PitchCall = t.intersection([PitchBody, OfflineActionPart])
export type PitchCall = t.TypeOf<typeof PitchCall>
export const BcaCall = t.intersection([BcaBody, OfflineActionPart])
export type BcaCall = t.TypeOf<typeof BcaCall>
export const LeadCaptureCall = t.intersection([LeadCaptureBody, OfflineActionPart])
export const ReportIssueCall = t.intersection([ReportIssueBody, OfflineActionPart])
export const InjuryReportCall = t.intersection([InjuryReportBody, OfflineActionPart])
export const LeadUpdateCall = t.intersection([LeadUpdateBody, OfflineActionPart])
