import { type Hono } from 'hono'
import {
  AgentsQuery,
  type AgentsWire,
  CentreConfigQuery,
  type CentreConfigWire,
  type CommentTagsWire,
  EmployeesQuery,
  type EmployeesWire,
  FEATURE_LISTS,
  FeatureListQuery,
  type FeatureListWire,
  type PermissionsWire,
} from '../../../adapters/http/contract/access.codecs'
import { PATHS } from '../../../adapters/http/contract/paths'
import { NO_CONFIG_PRESENT } from '../../../core/shared/messages'
import type { Db } from '../../db/database'
import { agentsAt, centreById, centreByServiceId, fail, featureList, inFeatureList, isPtTrainerAt, seal } from '../../store/profile-store'
import { deleteCookie, getCookie } from 'hono/cookie'
import { SESSION_COOKIE, SESSION_HINT_COOKIE } from '../../../adapters/http/contract/wire'
import type { ApiEnv } from '../api-env'
import { closeSession } from '../sessions'
import { SIGNED_OUT_MESSAGE } from '../trust-messages'
import { centreScopes } from '../centre-scope'
import { routeTable } from '../route'

/** Lead comment tags keyed by product (part 3 §7). */
export const COMMENT_TAGS: CommentTagsWire = {
  CULTPASS: ['Price', 'Location', 'Timing', 'Relocation', 'Health', 'Competition'],
  PT: ['Strength', 'Weight loss', 'Injury rehab', 'Price'],
  PLAY: ['Swimming', 'Badminton', 'Coaching batch', 'Price'],
}

export const accessRoutes = (db: Db): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)

  // The signed-in staff member's own permissions: a session is all it needs.
  // Sign-out is a POST with the portal's request header (a link or an image cannot sign anyone out).
  api.post(PATHS.signOut, { audit: { notAudited: 'signs the staff member out of their own session' }, permission: 'staff', ...S.caller, kiosk: true }, (c) => {
    closeSession(db, getCookie(c, SESSION_COOKIE))
    deleteCookie(c, SESSION_COOKIE, { path: '/' })
    deleteCookie(c, SESSION_HINT_COOKIE, { path: '/' })
    // Clears what the portal kept in this browser: cookies (the centre choice), storage (stored orders), cache.
    c.header('Clear-Site-Data', '"cache", "cookies", "storage"')
    return c.json({ message: SIGNED_OUT_MESSAGE })
  })

  api.get(PATHS.permission, { permission: 'staff', ...S.caller, kiosk: true }, (c, i) => {
    const staff = i.staff
    const body: PermissionsWire = {
      permissions: Object.entries(staff.permissions).map(([resource, accessTypes]) => ({ resource, accessTypes: [...accessTypes] })),
      memberships: staff.memberships.map((m) => ({ roleName: m.roleName, contexts: [...m.contexts] })),
    }
    return c.json(body)
  })

  // Feature lists gate the sidebar of every staff member: a session is all they need.
  api.get(PATHS.featureList, { permission: 'staff', query: FeatureListQuery, ...S.config, kiosk: true }, (c, i) => {
    const ids = featureList(db, i.query.key)
    if (ids === undefined) return fail(c, 404, NO_CONFIG_PRESENT)
    const body: FeatureListWire = { key: i.query.key, centerServiceIds: ids }
    return c.json(body)
  })

  api.get(PATHS.centreConfig, { permission: 'staff', query: CentreConfigQuery, centre: 'centerId (query)', scope: (i) => S.at([S.ofCentreId(i.query.centerId)]) }, (c, i) => {
    const centre = centreById(db, i.query.centerId)
    if (centre === undefined) return fail(c, 404, NO_CONFIG_PRESENT)
    const csid = centre.wire.centerServiceId
    const body: CentreConfigWire = {
      centerId: centre.wire.id,
      centerServiceId: csid,
      ptEnabled: centre.ptEnabled,
      piiAccessible: inFeatureList(db, FEATURE_LISTS.piiAccessible, csid),
      biometricEnabled: inFeatureList(db, FEATURE_LISTS.biometricWhitelist, csid),
      cashPaymentEnabled: inFeatureList(db, FEATURE_LISTS.cashPayment, csid),
      paymentLinkEnabled: inFeatureList(db, FEATURE_LISTS.paymentLinkWhitelist, csid),
      addOnEnabled: inFeatureList(db, FEATURE_LISTS.addOns, csid),
      onboardingEnabled: inFeatureList(db, FEATURE_LISTS.onboarding, csid),
    }
    return c.json(body)
  })

  api.get(PATHS.employees, { permission: ['CENTER_USER_DETAILS', 'VIEW'], query: EmployeesQuery, centre: 'centerServiceId (query)', scope: (i) => S.at([S.ofServiceId(i.query.centerServiceId)]) }, (c, i) => {
    if (centreByServiceId(db, i.query.centerServiceId) === undefined) return fail(c, 404, 'No centre with this centre service id.')
    const roles = (i.query.roles ?? '')
      .split(',')
      .map((r) => r.trim())
      .filter((r) => r !== '')
    const body: EmployeesWire = {
      employees: agentsAt(db, i.query.centerServiceId)
        .filter((a) => roles.length === 0 || a.roles.some((r) => roles.includes(r)))
        .map((a) => ({ label: a.name, value: a.identityId, email: a.email, roles: [...a.roles] })),
    }
    return c.json(body)
  })

  api.get(PATHS.agents, { permission: ['CENTER_USER_DETAILS', 'VIEW'], query: AgentsQuery, centre: 'centerServiceId (query)', scope: (i) => S.at([S.ofServiceId(i.query.centerServiceId)]) }, async (c, i) => {
    const csid = i.query.centerServiceId
    if (centreByServiceId(db, csid) === undefined) return fail(c, 404, 'No centre with this centre service id.')
    const agents = agentsAt(db, csid).filter((a) => i.query.ptOnly !== 'true' || isPtTrainerAt(a, csid))
    const body: AgentsWire = {
      content: await Promise.all(
        agents.map(async (a) => ({
          name: a.name,
          identityId: a.identityId,
          emailId: await seal(a.identityId, a.email),
          phoneNumber: await seal(a.identityId, a.phone),
          roles: [...a.roles],
          resourceServiceMapping: a.resourceServiceMapping.map((m) => ({ ...m })),
          agentAssets: { mediaList: a.agentAssets.mediaList.map((m) => ({ ...m })) },
        })),
      ),
    }
    return c.json(body)
  })

  api.get(PATHS.leadCommentTags, { permission: ['CENTER_USER_DETAILS', 'VIEW'], ...S.config }, (c) => c.json(COMMENT_TAGS))

  return api.app
}
