import type { Centre } from '../centre/centre'
import type { CentreContext } from '../centre/load-centre-context.use-case'
import type { AccessSubject, FeatureLists } from './access'
import type { StaffPermissions } from './staff-access.port'

/** Everything the shell needs: who is signed in, their centres (one selected), rights and feature lists. */
export type StaffAccess = CentreContext &
  StaffPermissions & {
    readonly featureLists: FeatureLists
  }

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
