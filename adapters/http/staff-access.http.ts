import * as A from 'fp-ts/Array'
import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { FeatureListName, FeatureLists } from '../../core/access/access'
import type { StaffAccessDirectory } from '../../core/access/staff-access.port'
import type { GatewayError } from '../../core/shared/errors'
import { FeatureListWire, PermissionsWire } from './contract/access.codecs'
import { MessageWire } from './contract/codec-helpers'
import { SHELL_PATHS } from './contract/shell-paths'
import type { HttpClient } from './http-client'
import { FEATURE_LIST_KEYS, permissionsFromWire } from './staff-access.mapping'

/** One list; a key the server has no configuration for ('No Config present', 404) is an empty list. */
const fetchList =
  (http: HttpClient) =>
  (name: FeatureListName): TE.TaskEither<GatewayError, readonly [FeatureListName, readonly number[]]> =>
    pipe(
      http.send({ path: SHELL_PATHS.featureList, params: { key: FEATURE_LIST_KEYS[name] } }, FeatureListWire),
      TE.map((w): readonly [FeatureListName, readonly number[]] => [name, w.centerServiceIds]),
      TE.orElse((e) => (e._tag === 'NotFound' ? TE.right([name, [] as readonly number[]] as const) : TE.left(e))),
    )

export const createHttpStaffAccess = (http: HttpClient): StaffAccessDirectory => ({
  permissions: () =>
    pipe(
      http.send({ path: SHELL_PATHS.permission }, PermissionsWire),
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
  endSession: () =>
    pipe(
      http.send({ path: SHELL_PATHS.signOut, method: 'POST', data: {} }, MessageWire),
      TE.map(() => undefined),
    ),
})
