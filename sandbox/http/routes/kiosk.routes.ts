import { type Hono } from 'hono'
import { KioskCheckInBody, KioskOtpBody, type KioskWelcomeWire } from '../../../adapters/http/contract/check-in-alerts.codecs'
import { KIOSK_RESOURCE } from '../../../core/access/kiosk-session.rule'
import { kioskAlertView } from '../../../core/check-in/check-in-alerts.rule'
import { COUNTRY_CODE } from '../../../core/shared/constants'
import * as M from '../../../core/shared/messages'
import { normalisePhone } from '../../../core/shared/phone.rule'
import { issueOtp, verifyOtp } from '../../selling/otp'
import { checkInDecisionAt } from '../../store/check-in-alerts'
import { openCheckIn, walkIn } from '../../store/walk-in'
import { type ScanRefusalReason, type ScannedPass, useScannedPass, verifyScannedCode } from '../../store/scanned-member'
import { centreById, type CustomerRow, customerByPhone, fail, membershipsOf } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { routeTable } from '../route'
import type { SellingDeps } from './selling-deps'
import { CHECK_IN_ALERT_PATHS } from '../../../adapters/http/contract/check-in-alerts-paths'

/** The kiosk's OTPs live apart from the desk's (another namespace and context). */
const kioskOtpTarget = (phone: string) => ({ namespace: 'KIOSK', identifier: `${COUNTRY_CODE}-${phone}`, context: 'KIOSK_CHECK_IN' })

/**
 * The self check-in kiosk: a member types their phone, receives an OTP and is checked in. The only
 * calls a kiosk session may make besides the shell's reads of the caller (route.ts `kiosk`). The
 * answers say only what a member may read at a shared screen: a first name, or the reason they
 * cannot check in ('Please see the front desk' for anything the desk must settle).
 *
 * The check-in takes a proof by kind: a phone and its OTP, or a scanned member pass or card checked
 * exactly as the desk's scan checks it (`verifyScannedCode`); then the kiosk's own rules.
 */
/** A scan's refusal as a member reads it: what they can fix themselves, else the front desk. */
const kioskScanRefusal = (reason: ScanRefusalReason): string => {
  switch (reason) {
    case 'expired':
      return M.KIOSK_PASS_EXPIRED
    case 'used':
      return M.KIOSK_PASS_USED
    case 'notACode':
    case 'notValid':
      return M.KIOSK_PASS_NOT_VALID
    case 'unknown':
    case 'revoked':
    case 'anotherCentre':
      return M.KIOSK_SEE_FRONT_DESK
  }
}

export const kioskRoutes = (d: SellingDeps): Hono<ApiEnv> => {
  const { db, now } = d
  const api = routeTable(db)
  const S = centreScopes(db)

  /** The member a phone names, or the refusal a member may read. */
  const memberByPhone = (raw: string): CustomerRow | string => {
    const phone = normalisePhone(raw)
    if (phone === undefined) return M.KIOSK_INVALID_PHONE
    return customerByPhone(db, phone) ?? M.KIOSK_PHONE_UNKNOWN
  }

  api.post(
    CHECK_IN_ALERT_PATHS.kioskOtp,
    { audit: { notAudited: 'sends a member their check-in code; nothing about the member changes' }, permission: [KIOSK_RESOURCE, 'EDIT'], body: KioskOtpBody, centre: 'centerId (body)', scope: (i) => S.at([S.ofCentreId(i.body.centerId)]), kiosk: true },
    (c, i) => {
      if (centreById(db, i.body.centerId) === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
      const u = memberByPhone(i.body.phone)
      if (typeof u === 'string') return fail(c, u === M.KIOSK_INVALID_PHONE ? 400 : 404, u)
      issueOtp(db, kioskOtpTarget(u.phone), u.phone, now(), d.fixedOtp)
      return c.json({ message: M.OTP_SENT })
    },
  )

  api.post(
    CHECK_IN_ALERT_PATHS.kioskCheckIn,
    { audit: { notAudited: 'the member checks themself in at the entrance, no staff member acts; the check-in list keeps it' }, permission: [KIOSK_RESOURCE, 'EDIT'], body: KioskCheckInBody, centre: 'centerId (body)', scope: (i) => S.at([S.ofCentreId(i.body.centerId)]), kiosk: true },
    (c, i) => {
      const centerId = i.body.centerId
      if (centreById(db, centerId) === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
      const proof = i.body.proof
      const t = now()
      let u: CustomerRow
      let pass: ScannedPass | undefined
      if (proof.kind === 'pass') {
        // The same verification as the desk's scan; its refusals in words a member may read.
        const v = verifyScannedCode(db, proof.code, i.staff.centres, t)
        if (!v.ok) {
          const message = kioskScanRefusal(v.reason)
          return fail(c, v.status, message, message === M.KIOSK_SEE_FRONT_DESK ? { code: 'SEE_FRONT_DESK' } : {})
        }
        u = v.member
        pass = v.pass
      } else {
        const byPhone = memberByPhone(proof.phone)
        if (typeof byPhone === 'string') return fail(c, byPhone === M.KIOSK_INVALID_PHONE ? 400 : 404, byPhone)
        u = byPhone
        const otp = verifyOtp(db, kioskOtpTarget(u.phone), proof.otp, t)
        if (otp !== 'OK') return c.json({ message: M.INVALID_OTP, code: otp }, otp === 'OTP_ATTEMPTS_EXCEEDED' ? 429 : 400)
      }
      // What the desk must settle (no current membership, a paused one, a blocking alert): the desk.
      const current = membershipsOf(db, u.id, 'GYM').filter((m) => m.start <= t && t <= m.end)
      if (current.length === 0 || current.every((m) => m.status === 'PAUSED')) return fail(c, 409, M.KIOSK_SEE_FRONT_DESK, { code: 'SEE_FRONT_DESK' })
      if (openCheckIn(db, u.id, t) !== undefined) return fail(c, 409, M.KIOSK_ALREADY_CHECKED_IN, { code: 'ALREADY_CHECKED_IN' })
      const view = kioskAlertView(checkInDecisionAt(db, u.id, centerId, t))
      if (!view.canCheckIn) return fail(c, 409, view.message, { code: 'SEE_FRONT_DESK' })
      const checkedIn = db.transaction(() => (useScannedPass(db, pass, t) ? walkIn(db, u, centerId, 'other', t) : undefined))()
      if (checkedIn === undefined) return fail(c, 409, M.KIOSK_PASS_USED)
      const body: KioskWelcomeWire = { firstName: u.first_name }
      return c.json(body, 201)
    },
  )

  return api.app
}
