import { SCAN_CODE_MAX_LENGTH } from '../../adapters/http/contract/member-pass.codecs'
import { scannedCodeOf, verifyPassCode } from '../../core/check-in/member-pass.rule'
import * as M from '../../core/shared/messages'
import type { Db } from '../db/database'
import { cardByNumber, memberOfPassRef, passSignature, passUsed, usePass } from './member-pass-store'
import { type CustomerRow, customerById, membershipsOf } from './profile-store'

/** A verified pass's window and nonce: used up in the check-in's transaction (`useScannedPass`). */
export type ScannedPass = { readonly ref: string; readonly window: number; readonly nonce: string }

/** What a scanned code proves: the member it names (and the pass to use up), or why it proves nothing. */
export type ScanVerdict =
  | { readonly ok: true; readonly member: CustomerRow; readonly pass?: ScannedPass }
  | { readonly ok: false; readonly status: 400 | 403 | 404 | 409; readonly message: string; readonly reason: ScanRefusalReason; readonly userId?: string }

/** Why a scan proves nothing; the kiosk words some of them for members. */
export type ScanRefusalReason = 'notACode' | 'expired' | 'notValid' | 'used' | 'unknown' | 'revoked' | 'anotherCentre'

/**
 * The centres a member belongs to: those of their gym memberships. A member holding memberships
 * only at centres other than `centres` is another centre's member; a member with no membership
 * anywhere belongs to no centre and may be served (and sold one) at any desk.
 */
export const belongsElsewhere = (db: Db, userId: string, centres: readonly number[]): boolean => {
  const own = membershipsOf(db, userId, 'GYM').map((m) => m.centerId)
  return own.length > 0 && !own.some((id) => centres.includes(id))
}

/**
 * Verifies a scanned pass or card, as the desk's scan and the kiosk both do: the code's shape,
 * the pass's signature, 60-second window and single use, the card known and not revoked, and the
 * member one of `centres`' members. Nothing is written: the pass is used up with the check-in.
 */
export const verifyScannedCode = (db: Db, raw: string, centres: readonly number[], t: number): ScanVerdict => {
  const no = (status: 400 | 403 | 404 | 409, message: string, reason: ScanRefusalReason, userId?: string): ScanVerdict =>
    userId === undefined ? { ok: false, status, message, reason } : { ok: false, status, message, reason, userId }
  const text = raw.trim()
  if (text.length > SCAN_CODE_MAX_LENGTH) return no(400, M.SCAN_NOT_A_CODE, 'notACode')
  const scanned = scannedCodeOf(text)
  if (scanned === undefined) return no(400, M.SCAN_NOT_A_CODE, 'notACode')
  let userId: string
  let pass: ScannedPass | undefined
  if (scanned.kind === 'pass') {
    const v = verifyPassCode(text, passSignature(db), t)
    if (!v.ok) return v.reason === 'expired' ? no(400, M.PASS_EXPIRED, 'expired') : v.reason === 'malformed' ? no(400, M.SCAN_NOT_A_CODE, 'notACode') : no(400, M.PASS_NOT_VALID, 'notValid')
    if (passUsed(db, v.pass.ref, v.pass.window, v.pass.nonce)) return no(409, M.PASS_ALREADY_USED, 'used')
    const holder = memberOfPassRef(db, v.pass.ref)
    if (holder === undefined) return no(404, M.PASS_MEMBER_UNKNOWN, 'unknown')
    userId = holder
    pass = v.pass
  } else {
    const card = cardByNumber(db, scanned.cardNumber)
    if (card === undefined) return no(404, M.CARD_UNKNOWN, 'unknown')
    userId = card.user_id
    if (card.revoked_at !== null) return no(409, M.CARD_REVOKED, 'revoked', belongsElsewhere(db, userId, centres) ? undefined : userId)
  }
  const member = customerById(db, userId)
  if (member === undefined) return no(404, M.PASS_MEMBER_UNKNOWN, 'unknown')
  if (belongsElsewhere(db, member.id, centres)) return no(403, M.MEMBER_OF_ANOTHER_CENTRE, 'anotherCentre')
  return pass === undefined ? { ok: true, member } : { ok: true, member, pass }
}

/** Uses up a verified pass (inside the check-in's transaction); false when it was used meanwhile. A card needs nothing. */
export const useScannedPass = (db: Db, pass: ScannedPass | undefined, t: number): boolean => pass === undefined || usePass(db, pass.ref, pass.window, pass.nonce, t)
