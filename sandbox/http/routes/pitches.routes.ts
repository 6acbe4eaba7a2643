import type { Context, Hono } from 'hono'
import { type PitchBody, type PitchWire, WalkInPitchBody } from '../../../adapters/http/contract/customer.codecs'
import { PATHS } from '../../../adapters/http/contract/paths'
import * as M from '../../../core/shared/messages'
import { centreById, type CustomerRow, customerById, customerByPhone, fail, insertCustomer, isPhone } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { blank, invalidFields } from '../field-errors'
import { type RouteDeps, routeTable } from '../route'
import { applyOffline, onlineDeskAction } from '../offline-actions'
import { PitchCall } from '../../../adapters/http/contract/offline.codecs'
import { fieldOf } from '../../audit/audit-log'

/** Pitches: recording a pitch to a customer (creating them for a new phone) and a partner walk-in pitch. */
export const pitchesRoutes = ({ db, now }: RouteDeps): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)

  // ---- pitches ----
  /** Records a pitch as of `t` (now, or when it happened at a desk without a network). */
  const recordPitchAt = (c: Context<ApiEnv>, x: PitchBody, staffId: string, t: number, offline: boolean): Response => {
    const errors: Record<string, string> = {}
    if (blank(x.customerName)) errors.customerName = M.CUSTOMER_NAME_REQUIRED
    if (blank(x.leadType)) errors.leadType = M.LEAD_QUALITY_IS_REQUIRED
    if (blank(x.source)) errors.source = M.SOURCE_REQUIRED
    if (blank(x.pitchedByUserId)) errors.pitchedByUserId = M.PITCHED_BY_REQUIRED
    if (blank(x.remarks)) errors.remarks = M.REMARKS_REQUIRED
    if (blank(x.customerId) && !isPhone(x.customerPhone)) errors.customerPhone = M.INVALID_PHONE_NUMBER
    if (Object.keys(errors).length > 0) return invalidFields(c, errors)
    const centre = centreById(db, x.centerId)
    if (centre === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
    let customer: CustomerRow | undefined
    if (!blank(x.customerId)) {
      customer = customerById(db, x.customerId as string)
      if (customer === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    }
    const customerId = db.transaction(() => {
      const u =
        customer ??
        customerByPhone(db, x.customerPhone as string) ??
        insertCustomer(db, { phone: x.customerPhone as string, ...splitName(x.customerName as string), cityId: centre.wire.address.city.cityId, now: t })
      db.prepare('INSERT INTO pitches (user_id, kind, created_at, data) VALUES (?, ?, ?, ?)').run(
        u.id,
        x.type ?? 'GYM_JOINING',
        t,
        JSON.stringify({ ...x, offlineAction: undefined, customerPhone: undefined, customerId: u.id, staffId, ...(offline ? { offline: true } : {}) }),
      )
      return u.id
    })()
    const body: PitchWire = { customerId, status: 'PITCHED', message: M.PITCH_RECORDED_SUCCESSFULLY }
    return c.json(body, 201)
  }

  api.post(PATHS.recordPitch, { audit: { action: 'RECORD_PITCH', subject: 'LEAD', id: (_i, a) => fieldOf(a, 'customerId'), member: (_i, a) => fieldOf(a, 'customerId') }, permission: ['CM_LEADS', 'EDIT'], body: PitchCall, centre: 'centerId and centerServiceCenterId (body)', scope: (i) => S.at([S.ofCentreId(i.body.centerId), ...(typeof i.body.centerServiceCenterId === 'number' ? [S.ofServiceId(i.body.centerServiceCenterId)] : [])]) }, async (c, i) => {
    const x = i.body
    const offline = x.offlineAction
    if (offline === undefined) return onlineDeskAction(db, c, i.staff, x, () => recordPitchAt(c, x, i.staff.id, now(), false))
    return applyOffline(db, now, c, i.staff, offline, x, { kind: 'RECORD_PITCH', centreId: x.centerId, ...(typeof x.customerId === 'string' ? { customerId: x.customerId } : {}) }, (t) => recordPitchAt(c, x, i.staff.id, t, true))
  })

  api.post(PATHS.walkInPitch, { audit: { action: 'RECORD_WALK_IN', subject: 'LEAD', id: (i) => i.body.userId, member: (i) => i.body.userId }, permission: ['PARTNER_WALKINS', 'EDIT'], body: WalkInPitchBody, centre: 'centerId and centerServiceId (body)', scope: (i) => S.at([S.ofCentreId(i.body.centerId), S.ofServiceId(i.body.centerServiceId)]) }, async (c, i) => {
    const x = i.body
    const errors: Record<string, string> = {}
    if (blank(x.pitchByUserId)) errors.pitchByUserId = M.PITCHED_BY_REQUIRED
    if (blank(x.remarks)) errors.remarks = M.REMARKS_REQUIRED
    if (Object.keys(errors).length > 0) return invalidFields(c, errors)
    const u = customerById(db, x.userId)
    if (u === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    if (centreById(db, x.centerId) === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
    db.prepare('INSERT INTO pitches (user_id, kind, created_at, data) VALUES (?, ?, ?, ?)').run(
      u.id,
      'SCHEDULED_WALK_IN',
      now(),
      JSON.stringify({ ...x, staffId: i.staff.id }),
    )
    const body: PitchWire = { customerId: u.id, status: 'PITCHED', message: M.PITCH_RECORDED }
    return c.json(body, 201)
  })

  return api.app
}

const splitName = (full: string): { firstName: string; lastName: string } => {
  const parts = full.trim().split(/\s+/)
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') }
}
