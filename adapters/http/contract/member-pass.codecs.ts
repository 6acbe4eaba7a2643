import * as t from 'io-ts'
import { CheckInAlertWire, CheckInWire } from './check-in.codecs'

/*
 * Scanning a member pass or card at the desk, and the member's printed card. A scan's refusal is
 * a 4xx with the reason as its message; when the refused code names a member of the staff
 * member's centres, the answer's `code` is `member:<userId>` so the desk can open the profile.
 */

export const MEMBER_PASS_PATHS = {
  /** POST `{ code, centerId }`: checks the member of a scanned pass or card in at the centre. */
  scanCheckIn: 'v1/checkIns/scan',
  /** GET `?userId=`: the member's latest card (active or revoked), or none. */
  memberCard: 'v1/memberCards',
  /** POST `{ userId }`: issues a new card (revoking the one the member holds). */
  issueMemberCard: 'v1/memberCards/issue',
  /** POST `{ userId }`: revokes the member's card. */
  revokeMemberCard: 'v1/memberCards/revoke',
} as const

/** The longest text a scan may carry (a pass code is 57 characters). */
export const SCAN_CODE_MAX_LENGTH = 200

export const ScanCheckInBody = t.type({ code: t.string, centerId: t.number })
export type ScanCheckInBody = t.TypeOf<typeof ScanCheckInBody>

export const ScannedMemberWire = t.type({
  userId: t.string,
  firstName: t.string,
  lastName: t.string,
  profilePictureUrl: t.union([t.string, t.null]),
})
export type ScannedMemberWire = t.TypeOf<typeof ScannedMemberWire>

/** A scan's check-in, with the alerts that warned (as a member check-in's answer carries them). */
export const ScanCheckInWire = t.intersection([t.type({ message: t.string, checkIn: CheckInWire, member: ScannedMemberWire }), t.partial({ alerts: t.array(CheckInAlertWire) })])
export type ScanCheckInWire = t.TypeOf<typeof ScanCheckInWire>

/** The `code` of a refusal that names the member: `member:<userId>`. */
export const scanRefusalCode = (userId: string): string => `member:${userId}`
export const userIdOfScanRefusal = (code: string | undefined): string | undefined => /^member:(\d{1,20})$/.exec(code ?? '')?.[1]

export const MemberCardQuery = t.type({ userId: t.string })
export const MemberCardBody = t.type({ userId: t.string })

export const MemberCardWire = t.type({
  cardNumber: t.string,
  /** The text its printed code carries (`MC1.<card number>`). */
  code: t.string,
  issuedAt: t.number,
  revokedAt: t.union([t.number, t.null]),
})
export type MemberCardWire = t.TypeOf<typeof MemberCardWire>

export const MemberCardAnswerWire = t.type({ card: t.union([MemberCardWire, t.null]) })
export type MemberCardAnswerWire = t.TypeOf<typeof MemberCardAnswerWire>
