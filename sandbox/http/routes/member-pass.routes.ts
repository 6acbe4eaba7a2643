import type { Context, Hono } from 'hono'
import type { CheckInResultWire } from '../../../adapters/http/contract/check-in.codecs'
import {
  MEMBER_PASS_PATHS,
  MemberCardBody,
  type MemberCardAnswerWire,
  MemberCardQuery,
  SCAN_CODE_MAX_LENGTH,
  ScanCheckInBody,
  type ScanCheckInWire,
  scanRefusalCode,
} from '../../../adapters/http/contract/member-pass.codecs'
import { scannedCodeOf } from '../../../core/check-in/member-pass.rule'
import * as M from '../../../core/shared/messages'
import { cardWire, issueCard, latestCardOf, revokeCard } from '../../store/member-pass-store'
import { useScannedPass, verifyScannedCode } from '../../store/scanned-member'
import { centreById, checkInWireById, customerById, fail, type CustomerRow } from '../../store/profile-store'
import { memberCheckInRefusal, walkIn } from '../../store/walk-in'
import { checkInDecisionAt } from '../../store/check-in-alerts'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { type RouteDeps, routeTable } from '../route'
import { fieldOf } from '../../audit/audit-log'

/**
 * Check-in by a scanned member pass or printed card, and the card itself. A scan proves the member
 * is at the desk, so no OTP; everything else is checked here: the code's shape, signature, window
 * and single use, the card not revoked, the member one of the staff member's centres', then the
 * member check-in's own rules. Every refusal is a 4xx with the catalogue's words; a refusal that
 * names a member of the staff member's centres carries `code: member:<userId>`.
 */

export const memberPassRoutes = ({ db, now }: RouteDeps): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)

  const refuse = (c: Context, status: 400 | 403 | 404 | 409, message: string, userId?: string): Response =>
    fail(c, status, message, userId === undefined ? {} : { code: scanRefusalCode(userId) })

  api.post(
    MEMBER_PASS_PATHS.scanCheckIn,
    { audit: { action: 'CHECK_IN_SCAN', subject: 'MEMBER', id: (_i, a) => fieldOf(a, 'member', 'userId') }, permission: ['CENTER_CHECKINS', 'EDIT'], body: ScanCheckInBody, centre: 'centerId (body); the scanned member must belong to one of the staff member’s centres', scope: (i) => S.at([S.ofCentreId(i.body.centerId)]) },
    (c, i) => {
      const t = now()
      if (i.body.code.trim().length > SCAN_CODE_MAX_LENGTH || scannedCodeOf(i.body.code.trim()) === undefined) return refuse(c, 400, M.SCAN_NOT_A_CODE)
      if (centreById(db, i.body.centerId) === undefined) return refuse(c, 404, M.CENTRE_NOT_FOUND)
      const v = verifyScannedCode(db, i.body.code, i.staff.centres, t)
      if (!v.ok) return refuse(c, v.status, v.message, v.userId)
      const u: CustomerRow = v.member
      const refusal = memberCheckInRefusal(db, u.id, t)
      if (refusal !== undefined) return refuse(c, 409, refusal, u.id)
      // The centre's alerts at check-in hold for a scan as for the Checkin button: a blocking one refuses.
      const decision = checkInDecisionAt(db, u.id, i.body.centerId, t)
      if (decision.outcome === 'refuse') return refuse(c, 409, M.checkInRefusedBy(decision.reasons.map((a) => a.message)), u.id)

      const checkIn = db.transaction(() => (useScannedPass(db, v.pass, t) ? walkIn(db, u, i.body.centerId, 'other', t) : undefined))()
      if (checkIn === undefined) return refuse(c, 409, M.PASS_ALREADY_USED)
      const checkInResult: CheckInResultWire['checkIn'] = checkInWireById(db, checkIn.id)
      const body: ScanCheckInWire = {
        message: M.CHECK_IN_SUCCESSFUL,
        checkIn: checkInResult,
        member: { userId: u.id, firstName: u.first_name, lastName: u.last_name, profilePictureUrl: u.profile_picture_url },
        alerts: decision.warnings.map((a) => ({ ...a })),
      }
      return c.json(body, 201)
    },
  )

  api.get(MEMBER_PASS_PATHS.memberCard, { permission: ['CENTER_USER_DETAILS', 'VIEW'], query: MemberCardQuery, ...S.customer }, (c, i) => {
    if (customerById(db, i.query.userId) === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    const card = latestCardOf(db, i.query.userId)
    const body: MemberCardAnswerWire = { card: card === undefined ? null : cardWire(card) }
    return c.json(body)
  })

  api.post(MEMBER_PASS_PATHS.issueMemberCard, { audit: { action: 'ISSUE_MEMBER_CARD', subject: 'MEMBER', id: (i) => i.body.userId }, permission: ['CENTER_USER_DETAILS', 'EDIT'], body: MemberCardBody, ...S.customer }, (c, i) => {
    if (customerById(db, i.body.userId) === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    const body: MemberCardAnswerWire = { card: cardWire(issueCard(db, i.body.userId, i.staff.id, now())) }
    return c.json(body, 201)
  })

  api.post(MEMBER_PASS_PATHS.revokeMemberCard, { audit: { action: 'REVOKE_MEMBER_CARD', subject: 'MEMBER', id: (i) => i.body.userId }, permission: ['CENTER_USER_DETAILS', 'EDIT'], body: MemberCardBody, ...S.customer }, (c, i) => {
    if (customerById(db, i.body.userId) === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    const revoked = revokeCard(db, i.body.userId, i.staff.id, now())
    if (revoked === undefined) return fail(c, 409, M.MEMBER_CARD_NO_CARD_TO_REVOKE)
    const body: MemberCardAnswerWire = { card: cardWire(revoked) }
    return c.json(body)
  })

  return api.app
}
