import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { FeatureListName, FeatureLists, Permissions } from './access'
import type { StaffMembership } from './staff-role.rule'

/** What the signed-in staff member may do: their permission list and role memberships. */
export type StaffPermissions = { readonly permissions: Permissions; readonly memberships: readonly StaffMembership[] }

/** Where the staff member's permissions and the per-centre feature lists come from. */
export interface StaffAccessDirectory {
  permissions(): TaskEither<GatewayError, StaffPermissions>
  /** The named feature lists (centre service ids each); a list the server does not know is empty. */
  featureLists(names: readonly FeatureListName[]): TaskEither<GatewayError, FeatureLists>
  /** Ends the staff member's session on the server; afterwards every call answers Unauthorised. */
  endSession(): TaskEither<GatewayError, void>
}
