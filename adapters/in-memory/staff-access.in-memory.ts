import * as TE from 'fp-ts/TaskEither'
import type { FeatureListName, FeatureLists } from '../../core/access/access'
import type { StaffAccessDirectory, StaffPermissions } from '../../core/access/staff-access.port'

/** Permissions and feature lists over fixed data: the reference behaviour for the contract suite. */
export const createInMemoryStaffAccess = (rights: StaffPermissions, lists: FeatureLists = {}): StaffAccessDirectory => ({
  permissions: () => TE.right(rights),
  featureLists: (names: readonly FeatureListName[]) =>
    TE.right(Object.fromEntries(names.map((n) => [n, lists[n] ?? []])) as FeatureLists),
})
