import type { Hono } from 'hono'
import { FEATURE_LISTS } from '../../../adapters/http/contract/access.codecs'
import { ClearBiometricsBody, type ClearBiometricsWire } from '../../../adapters/http/contract/customer.codecs'
import { PATHS } from '../../../adapters/http/contract/paths'
import * as M from '../../../core/shared/messages'
import { centreById, customerByPhone, fail, inFeatureList, isPhone } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { type RouteDeps, routeTable } from '../route'

/** Clearing a customer’s biometric enrolment at a centre (where the centre has biometrics). */
export const biometricsRoutes = ({ db }: RouteDeps): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)

  api.post(PATHS.clearBiometrics, { audit: { action: 'CLEAR_BIOMETRICS', subject: 'MEMBER', id: (i) => customerByPhone(db, i.body.mobileNumber)?.id }, permission: ['CENTER_USER_DETAILS', 'EDIT'], body: ClearBiometricsBody, centre: 'centerId (body)', scope: (i) => S.at([S.ofCentreId(i.body.centerId)]) }, async (c, i) => {
    if (!isPhone(i.body.mobileNumber)) return fail(c, 400, M.INVALID_PHONE_NUMBER)
    const centre = centreById(db, i.body.centerId)
    if (centre === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
    if (!inFeatureList(db, FEATURE_LISTS.biometricWhitelist, centre.wire.centerServiceId)) return fail(c, 400, M.BIOMETRICS_NOT_ENABLED)
    const u = customerByPhone(db, i.body.mobileNumber)
    if (u === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    const cleared = db.prepare('DELETE FROM biometric_enrolments WHERE user_id = ? AND centre_id = ?').run(u.id, centre.wire.id).changes
    const body: ClearBiometricsWire = { message: M.BIOMETRICS_CLEARED, cleared }
    return c.json(body)
  })

  return api.app
}
