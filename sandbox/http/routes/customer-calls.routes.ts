import type { Hono } from 'hono'
import { FEATURE_LISTS } from '../../../adapters/http/contract/access.codecs'
import { type CallWire, type PhoneRevealWire, UserCentreBody } from '../../../adapters/http/contract/customer.codecs'
import { PATHS } from '../../../adapters/http/contract/paths'
import * as M from '../../../core/shared/messages'
import { centreById, customerById, customerProfile, fail, inFeatureList, maskPhone, seal } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { type RouteDeps, routeTable } from '../route'

/** Reaching a customer: revealing their phone where the centre may see it, and asking the IVR to call them. */
export const customerCallsRoutes = ({ db, now }: RouteDeps): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)

  // ---- phone reveal and calls ----
  api.post(PATHS.phoneReveal, { audit: 'reads', permission: ['CENTER_USER_DETAILS', 'VIEW'], body: UserCentreBody, centre: 'centerId (body)', scope: (i) => S.at([S.ofCentreId(i.body.centerId)]) }, async (c, i) => {
    const u = customerById(db, i.body.userId)
    if (u === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    const centre = centreById(db, i.body.centerId)
    if (centre === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
    const pii = inFeatureList(db, FEATURE_LISTS.piiAccessible, centre.wire.centerServiceId)
    const body: PhoneRevealWire = {
      isPIIAccessibleGym: pii,
      phone: pii ? await seal(u.id, u.phone) : null,
      maskedPhone: maskPhone(u.phone),
      userName: `${u.first_name} ${u.last_name}`.trim(),
      cmPhone: i.staff.phone,
    }
    return c.json(body)
  })

  api.post(PATHS.ivrCall, { audit: { action: 'CALL_MEMBER', subject: 'MEMBER', id: (i) => i.body.userId }, permission: ['CENTER_USER_DETAILS', 'VIEW'], body: UserCentreBody, centre: 'centerId (body)', scope: (i) => S.at([S.ofCentreId(i.body.centerId)]) }, async (c, i) => {
    const u = customerById(db, i.body.userId)
    if (u === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    if (centreById(db, i.body.centerId) === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
    const sent = customerProfile(db, u.id).ivrFails !== true
    db.prepare('INSERT INTO calls (kind, user_id, task_uuid, centre_id, staff_id, sent, created_at) VALUES (?, ?, NULL, ?, ?, ?, ?)').run(
      'IVR',
      u.id,
      i.body.centerId,
      i.staff.id,
      sent ? 1 : 0,
      now(),
    )
    const body: CallWire = { sent, message: sent ? M.CALL_BACK_PROMISED : M.CALL_FAILED }
    return c.json(body)
  })

  return api.app
}
