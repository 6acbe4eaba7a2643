import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { Centre } from '../centre/centre'
import { type CentreContext, type CentreContextDeps, loadCentreContext } from '../centre/load-centre-context.use-case'
import type { GatewayError } from '../shared/errors'
import { type AccessSubject, FEATURE_LIST_NAMES, type FeatureLists } from './access'
import type { StaffAccessDirectory, StaffPermissions } from './staff-access.port'

/** Everything the shell needs: who is signed in, their centres (one selected), rights and feature lists. */
export type StaffAccess = CentreContext &
  StaffPermissions & {
    readonly featureLists: FeatureLists
  }

export type LoadStaffAccessDeps = CentreContextDeps & { readonly staffAccess: StaffAccessDirectory }

/** The access subject of the staff member at a centre (personal training enabled by centre id). */
export const accessSubjectFor = (access: StaffAccess, centre: Centre): AccessSubject => ({
  centre,
  user: access.userContext,
  permissions: access.permissions,
  ptEnabled: access.gymPtEnabledCenter.includes(centre.id),
  featureLists: access.featureLists,
})

/** The access subject at the selected centre; undefined when the staff member has no centre. */
export const selectedAccessSubject = (access: StaffAccess): AccessSubject | undefined =>
  access.selected === undefined ? undefined : accessSubjectFor(access, access.selected)

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
