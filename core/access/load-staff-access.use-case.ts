import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { type CentreContextDeps, loadCentreContext } from '../centre/load-centre-context.use-case'
import type { GatewayError } from '../shared/errors'
import { FEATURE_LIST_NAMES } from './access'
import type { StaffAccess } from './staff-access'
import type { StaffAccessDirectory } from './staff-access.port'

export type LoadStaffAccessDeps = CentreContextDeps & { readonly staffAccess: StaffAccessDirectory }

/**
 * Loads the centre context first (a signed-out staff member stops there, with one call), then the
 * permission list and every feature list in parallel: what the shell needs before it can gate a
 * route or draw the menu. Any failure fails the whole load.
 */
export const loadStaffAccess =
  (d: LoadStaffAccessDeps) =>
  (): TaskEither<GatewayError, StaffAccess> =>
    pipe(
      loadCentreContext(d)(),
      TE.bindTo('context'),
      TE.bind('rest', () =>
        pipe(
          TE.Do,
          TE.apS('rights', d.staffAccess.permissions()),
          TE.apS('featureLists', d.staffAccess.featureLists(FEATURE_LIST_NAMES)),
        ),
      ),
      TE.map(({ context, rest }) => ({ ...context, ...rest.rights, featureLists: rest.featureLists })),
    )
