import * as E from 'fp-ts/Either'
import { Hono } from 'hono'
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
import type { ApiEnv } from '../api-env'
import { requirePermission } from '../api-guards'
import { readQuery } from '../validate'

/** Lead comment tags keyed by product (part 3 §7). */
export const COMMENT_TAGS: CommentTagsWire = {
  CULTPASS: ['Price', 'Location', 'Timing', 'Relocation', 'Health', 'Competition'],
  PT: ['Strength', 'Weight loss', 'Injury rehab', 'Price'],
  PLAY: ['Swimming', 'Badminton', 'Coaching batch', 'Price'],
}

export const accessRoutes = (db: Db): Hono<ApiEnv> => {
  const app = new Hono<ApiEnv>()

  // The signed-in staff member's own permissions: a session is all it needs.
  app.get(`/${PATHS.permission}`, (c) => {
    const staff = c.get('staff')
    const body: PermissionsWire = {
      permissions: Object.entries(staff.permissions).map(([resource, accessTypes]) => ({ resource, accessTypes: [...accessTypes] })),
      memberships: staff.memberships.map((m) => ({ roleName: m.roleName, contexts: [...m.contexts] })),
    }
    return c.json(body)
  })

  // Feature lists gate the sidebar of every staff member: a session is all they need.
  app.get(`/${PATHS.featureList}`, (c) => {
    const q = readQuery(c, FeatureListQuery)
    if (E.isLeft(q)) return q.left
    const ids = featureList(db, q.right.key)
    if (ids === undefined) return fail(c, 404, NO_CONFIG_PRESENT)
    const body: FeatureListWire = { key: q.right.key, centerServiceIds: ids }
    return c.json(body)
  })

  app.get(`/${PATHS.centreConfig}`, (c) => {
    const q = readQuery(c, CentreConfigQuery)
    if (E.isLeft(q)) return q.left
    const centre = centreById(db, q.right.centerId)
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

  app.get(`/${PATHS.employees}`, requirePermission('CENTER_USER_DETAILS'), (c) => {
    const q = readQuery(c, EmployeesQuery)
    if (E.isLeft(q)) return q.left
    if (centreByServiceId(db, q.right.centerServiceId) === undefined) return fail(c, 404, 'No centre with this centre service id.')
    const roles = (q.right.roles ?? '')
      .split(',')
      .map((r) => r.trim())
      .filter((r) => r !== '')
    const body: EmployeesWire = {
      employees: agentsAt(db, q.right.centerServiceId)
        .filter((a) => roles.length === 0 || a.roles.some((r) => roles.includes(r)))
        .map((a) => ({ label: a.name, value: a.identityId, email: a.email, roles: [...a.roles] })),
    }
    return c.json(body)
  })

  app.get(`/${PATHS.agents}`, requirePermission('CENTER_USER_DETAILS'), async (c) => {
    const q = readQuery(c, AgentsQuery)
    if (E.isLeft(q)) return q.left
    const csid = q.right.centerServiceId
    if (centreByServiceId(db, csid) === undefined) return fail(c, 404, 'No centre with this centre service id.')
    const agents = agentsAt(db, csid).filter((a) => q.right.ptOnly !== 'true' || isPtTrainerAt(a, csid))
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

  app.get(`/${PATHS.leadCommentTags}`, requirePermission('CENTER_USER_DETAILS'), (c) => c.json(COMMENT_TAGS))

  return app
}
