import { type Hono } from 'hono'
import { SendOtpRequest, VerifyOtpRequest } from '../../../adapters/http/contract/otp.codecs'
import { PATHS } from '../../../adapters/http/contract/paths'
import { COUNTRY_CODE } from '../../../core/shared/constants'
import { INVALID_OTP, OTP_SENT, SALE_OTP_WRONG_PHONE } from '../../../core/shared/messages'
import { customerById } from '../../store/profile-store'
import { recordSaleOtp, saleOtpKindOf } from '../../selling/sale-otp'
import { OTP_IDENTIFIER_INVALID, OTP_VERIFIED } from '../../selling/messages'
import { issueOtp, verifyOtp } from '../../selling/otp'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { routeTable } from '../route'
import type { SellingDeps } from './selling-deps'

/**
 * Send and verify OTP (part 2 §7). Any signed-in staff member may ask: the OTP proves the
 * customer holds the phone. The SMS goes to the sandbox outbox (/sandbox/outbox).
 */
export const otpRoutes = (d: SellingDeps): Hono<ApiEnv> => {
  const api = routeTable(d.db)
  const S = centreScopes(d.db)

  api.post(PATHS.sendOtp, { audit: { notAudited: 'sends a one-time code by SMS; what it confirms (a sale, a price drop) is recorded' }, permission: 'staff', body: SendOtpRequest, ...S.customer }, async (c, i) => {
    const r = i.body
    const m = /^\+91-(\d{10})$/.exec(r.identifier)
    const phone = r.userData.phone
    const code = phone.countryCallingCode.replace(/^\+?/, '+')
    if (m === null || phone.phoneNumber !== m[1] || code !== COUNTRY_CODE || r.mediums.length === 0)
      return c.json({ message: OTP_IDENTIFIER_INVALID }, 400)
    issueOtp(d.db, { namespace: r.namespace, identifier: r.identifier, context: r.context }, phone.phoneNumber, d.now(), d.fixedOtp)
    return c.json({ message: OTP_SENT })
  })

  api.post(PATHS.verifyOtp, { audit: { notAudited: 'checks a one-time code; what it confirms (a sale, a price drop) is recorded' }, permission: 'staff', body: VerifyOtpRequest, ...S.customer }, async (c, i) => {
    const r = i.body
    // A sale's OTP: the cash OTP is the staff member's own phone, the PT
    // price-drop OTP the customer's; once verified it is recorded for staff, customer and amount.
    const saleKind = r.sale === undefined ? undefined : saleOtpKindOf(r.context)
    if (r.sale !== undefined && saleKind !== undefined) {
      const phone = saleKind === 'CASH' ? i.staff.phone : customerById(d.db, r.sale.userId)?.phone
      if (phone === undefined || r.identifier !== `${COUNTRY_CODE}-${phone}`) return c.json({ message: SALE_OTP_WRONG_PHONE }, 400)
    }
    const result = verifyOtp(d.db, { namespace: r.namespace, identifier: r.identifier, context: r.context }, r.otp, d.now())
    if (result === 'OK' && r.sale !== undefined && saleKind !== undefined)
      recordSaleOtp(d.db, { staffId: i.staff.id, kind: saleKind, userId: r.sale.userId, amountPaise: r.sale.amount }, d.now())
    if (result === 'OK') return c.json({ verified: true, message: OTP_VERIFIED })
    return c.json({ message: INVALID_OTP, code: result }, result === 'OTP_ATTEMPTS_EXCEEDED' ? 429 : 400)
  })

  return api.app
}
