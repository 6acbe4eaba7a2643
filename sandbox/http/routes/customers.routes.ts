import type { Hono } from 'hono'
import { CreateUserBody, PhoneBody, SegmentQuery, type SegmentWire, UserByIdQuery, type UserByPhoneWire, type UserResultWire, type UserWire } from '../../../adapters/http/contract/customer.codecs'
import { SegmentIdParams } from '../../../adapters/http/contract/params.codecs'
import { PATHS } from '../../../adapters/http/contract/paths'
import { nameRefusal } from '../../../core/customer/person-name.rule'
import { SEGMENT_ID } from '../../../core/shared/constants'
import * as M from '../../../core/shared/messages'
import { type CustomerRow, customerById, customerByPhone, fail, insertCustomer, isPhone, seal } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { type RouteDeps, routeTable } from '../route'
import { fieldOf } from '../../audit/audit-log'

/** Customers: looking one up by phone or id, creating one for a new phone, and whether one is in the fixed segment. */
export const customersRoutes = ({ db, now }: RouteDeps): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)

  // ---- look-ups by phone (in the body) and by id ----
  api.post(PATHS.userByPhone, { audit: 'reads', permission: ['CENTER_USER_DETAILS', 'VIEW'], body: PhoneBody, ...S.customer }, async (c, i) => {
    if (!isPhone(i.body.phone)) return fail(c, 400, M.INVALID_PHONE_NUMBER)
    const u = customerByPhone(db, i.body.phone)
    if (u === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    const body: UserByPhoneWire = { id: u.id, isPhoneVerified: u.is_phone_verified === 1 }
    return c.json(body)
  })

  api.post(PATHS.searchUser, { audit: 'reads', permission: ['CENTER_USER_DETAILS', 'VIEW'], body: PhoneBody, ...S.customer }, async (c, i) => {
    if (!isPhone(i.body.phone)) return fail(c, 400, M.INVALID_PHONE_NUMBER)
    const u = customerByPhone(db, i.body.phone)
    if (u === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    const body: UserResultWire = { user: await userWire(u) }
    return c.json(body)
  })

  // Creating a user for a phone that already has one answers that user again (200), changing nothing.
  api.post(PATHS.createUser, { audit: { action: 'REGISTER_CUSTOMER', subject: 'MEMBER', id: (_i, a) => fieldOf(a, 'user', 'id'), only: (_i, _a, status) => status === 201 }, permission: ['CENTER_USER_DETAILS', 'EDIT'], body: CreateUserBody, ...S.customer }, async (c, i) => {
    if (!isPhone(i.body.phone)) return fail(c, 400, M.INVALID_PHONE_NUMBER)
    const badName = nameRefusal(i.body.firstName ?? '') ?? nameRefusal(i.body.lastName ?? '')
    if (badName !== undefined) return fail(c, 400, badName)
    const existing = customerByPhone(db, i.body.phone)
    if (existing !== undefined) return c.json({ user: await userWire(existing) } satisfies UserResultWire, 200)
    const u = insertCustomer(db, { phone: i.body.phone, firstName: i.body.firstName?.trim() ?? '', lastName: i.body.lastName?.trim() ?? '', cityId: 1, now: now() })
    return c.json({ user: await userWire(u) } satisfies UserResultWire, 201)
  })

  api.get(PATHS.userById, { permission: ['CENTER_USER_DETAILS', 'VIEW'], query: UserByIdQuery, ...S.customer }, async (c, i) => {
    const u = customerById(db, i.query.userId)
    if (u === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    return c.json(await userWire(u))
  })
  // ---- segment membership (the fixed segment 28123) ----
  api.get(PATHS.segmentMembership, { permission: ['CENTER_USER_DETAILS', 'VIEW'], params: SegmentIdParams, query: SegmentQuery, ...S.customer }, (c, i) => {
    const segmentId = Number(i.params.segmentId)
    if (segmentId !== SEGMENT_ID) return fail(c, 404, M.SEGMENT_NOT_FOUND)
    if (customerById(db, i.query.userId) === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
    const isMember = db.prepare('SELECT 1 FROM segment_members WHERE segment_id = ? AND user_id = ?').get(segmentId, i.query.userId) !== undefined
    const body: SegmentWire = { segmentId, userId: i.query.userId, isMember }
    return c.json(body)
  })

  return api.app
}

export const userWire = async (u: CustomerRow): Promise<UserWire> => ({
  id: u.id,
  firstName: u.first_name,
  lastName: u.last_name,
  phone: await seal(u.id, u.phone),
  email: u.email === null ? null : await seal(u.id, u.email),
  isPhoneVerified: u.is_phone_verified === 1,
  profilePictureUrl: u.profile_picture_url,
  cityId: u.city_id,
})
