import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { FeatureListName, FeatureLists } from './access'
import type { LoadStaffAccessDeps } from './load-staff-access.use-case'

/** Named feature lists (centre service ids each), for a script that needs only some or the shell's after its first screen (loadStaffAccess loads them all unless told not to). */
export const loadFeatureLists =
  (d: Pick<LoadStaffAccessDeps, 'staffAccess'>) =>
  (names: readonly FeatureListName[]): TaskEither<GatewayError, FeatureLists> =>
    d.staffAccess.featureLists(names)
