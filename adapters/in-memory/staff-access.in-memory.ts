import * as TE from 'fp-ts/TaskEither'
import type { FeatureListName, FeatureLists } from '../../core/access/access'
import type { StaffAccessDirectory, StaffPermissions } from '../../core/access/staff-access.port'
import { type GatewayError, unauthorised } from '../../core/shared/errors'

/** Permissions and feature lists over fixed data: the reference behaviour for the contract suite. */
export const createInMemoryStaffAccess = (rights: StaffPermissions, lists: FeatureLists = {}): StaffAccessDirectory => {
  let ended = false
  const signedIn = <A>(a: A): TE.TaskEither<GatewayError, A> => (ended ? TE.left(unauthorised('Please sign in.')) : TE.right(a))
  return {
    permissions: () => signedIn(rights),
    featureLists: (names: readonly FeatureListName[]) => signedIn(Object.fromEntries(names.map((n) => [n, lists[n] ?? []])) as FeatureLists),
    endSession: () => {
      ended = true
      return TE.right(undefined)
    },
  }
}
