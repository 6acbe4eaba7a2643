import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { type CentreContextDeps, loadCentreContext } from '../centre/load-centre-context.use-case'
import type { GatewayError } from '../shared/errors'
import { FEATURE_LIST_NAMES, type FeatureLists } from './access'
import type { StaffAccess } from './staff-access'
import type { StaffAccessDirectory } from './staff-access.port'

export type LoadStaffAccessDeps = CentreContextDeps & { readonly staffAccess: StaffAccessDirectory }

/** What the shell waits for: everything, or (`featureLists: false`) all but the feature lists. */
export type LoadStaffAccessOptions = { readonly featureLists?: boolean }

/**
 * Loads the centre context first (a signed-out staff member stops there, with one call), then the
 * permission list and every feature list in parallel: what the shell needs before it can gate a
 * route or draw the menu. Any failure fails the whole load. With `featureLists: false` the lists
 * are left out (empty: no centre is in any) for `loadFeatureLists(FEATURE_LIST_NAMES)` to bring after the first screen
 * has drawn, when the address's route is not gated by one (`routeNeedsFeatureLists`).
 */
export const loadStaffAccess =
  (d: LoadStaffAccessDeps) =>
  (options: LoadStaffAccessOptions = {}): TaskEither<GatewayError, StaffAccess> =>
    pipe(
      loadCentreContext(d)(),
      TE.bindTo('context'),
      TE.bind('rest', () =>
        pipe(
          TE.Do,
          TE.apS('rights', d.staffAccess.permissions()),
          TE.apS('featureLists', options.featureLists === false ? TE.right<GatewayError, FeatureLists>({}) : d.staffAccess.featureLists(FEATURE_LIST_NAMES)),
        ),
      ),
      TE.map(({ context, rest }) => ({ ...context, ...rest.rights, featureLists: rest.featureLists })),
    )
