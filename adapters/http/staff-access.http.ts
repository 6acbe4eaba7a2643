import * as A from 'fp-ts/Array'
import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { AccessLevel, FeatureListName, FeatureLists, Permissions } from '../../core/access/access'
import type { StaffAccessDirectory } from '../../core/access/staff-access.port'
import type { GatewayError } from '../../core/shared/errors'
import { FEATURE_LISTS, FeatureListWire, PermissionsWire } from './contract/access.codecs'
import { PATHS } from './contract/paths'
import type { HttpClient } from './http-client'

/** The core's feature-list names to the remote configuration keys of the wire contract. */
export const FEATURE_LIST_KEYS: Readonly<Record<FeatureListName, string>> = {
  CPL: FEATURE_LISTS.cpl,
  HABIT_REWARDS: FEATURE_LISTS.habitRewards,
  NEW_MEMBER_DASHBOARD: FEATURE_LISTS.newMemberDashboard,
  PILATES_REPORT: FEATURE_LISTS.pilatesReport,
  HEALTH_PARTNER: FEATURE_LISTS.healthPartner,
  ADD_ON_PACKS: FEATURE_LISTS.addOns,
  CLP_V2: FEATURE_LISTS.clpV2,
}

/** Levels granted per resource; a resource listed twice gets the union of its levels. */
export const permissionsFromWire = (w: PermissionsWire): Permissions => {
  const out: Record<string, AccessLevel[]> = {}
  for (const p of w.permissions) {
    const levels = out[p.resource] ?? []
    for (const a of p.accessTypes) if (!levels.includes(a)) levels.push(a)
    out[p.resource] = levels
  }
  return out
}

/** One list; a key the server has no configuration for ('No Config present', 404) is an empty list. */
const fetchList =
  (http: HttpClient) =>
  (name: FeatureListName): TE.TaskEither<GatewayError, readonly [FeatureListName, readonly number[]]> =>
    pipe(
      http.send({ path: PATHS.featureList, params: { key: FEATURE_LIST_KEYS[name] } }, FeatureListWire),
      TE.map((w): readonly [FeatureListName, readonly number[]] => [name, w.centerServiceIds]),
      TE.orElse((e) => (e._tag === 'NotFound' ? TE.right([name, [] as readonly number[]] as const) : TE.left(e))),
    )

export const createHttpStaffAccess = (http: HttpClient): StaffAccessDirectory => ({
  permissions: () =>
    pipe(
      http.send({ path: PATHS.permission }, PermissionsWire),
      TE.map((w) => ({
        permissions: permissionsFromWire(w),
        memberships: w.memberships.map((m) => ({ roleName: m.roleName, contexts: [...m.contexts] })),
      })),
    ),
  featureLists: (names) =>
    pipe(
      [...names],
      A.traverse(TE.ApplicativePar)(fetchList(http)),
      TE.map((pairs): FeatureLists => Object.fromEntries(pairs)),
    ),
})
