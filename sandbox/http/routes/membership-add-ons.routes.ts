import type { Hono } from 'hono'
import type { AddOnsWire, AddOnWire } from '../../../adapters/http/contract/customer.codecs'
import { MembershipIdParams } from '../../../adapters/http/contract/params.codecs'
import { PATHS } from '../../../adapters/http/contract/paths'
import * as M from '../../../core/shared/messages'
import { fail, membershipById } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { type RouteDeps, routeTable } from '../route'

/** The add-ons sold with a membership. */
export const membershipAddOnsRoutes = ({ db }: RouteDeps): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)

  api.get(PATHS.addOns, { permission: ['CENTER_USER_DETAILS', 'VIEW'], params: MembershipIdParams, centre: 'the membership’s centre (:membershipId)', scope: (i) => S.at([S.ofMembership(i.params.membershipId)]) }, (c, i) => {
    const id = Number(i.params.membershipId)
    if (!Number.isInteger(id) || membershipById(db, id) === undefined) return fail(c, 404, M.MEMBERSHIP_NOT_FOUND)
    const addOns = (db.prepare('SELECT data FROM membership_add_ons WHERE membership_id = ? ORDER BY id').pluck().all(id) as string[]).map(
      (d) => JSON.parse(d) as AddOnWire,
    )
    const body: AddOnsWire = { addOns }
    return c.json(body)
  })

  return api.app
}
