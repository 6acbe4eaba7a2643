import type { Centre } from '../centre/centre'
import { isCentreClosed } from '../centre/centre-closure.rule'
import type { EpochMs } from '../shared/brands'
import type { CentreContext } from '../centre/load-centre-context.use-case'
import type { AccessSubject, FeatureLists } from './access'
import type { StaffPermissions } from './staff-access.port'

/** Everything the shell needs: who is signed in, their centres (one selected), rights and feature lists. */
export type StaffAccess = CentreContext &
  StaffPermissions & {
    readonly featureLists: FeatureLists
  }

/**
 * The access subject of the staff member at a centre (personal training enabled by centre id).
 * Given the time, a centre whose termination date has passed is marked closed (no selling screens).
 */
export const accessSubjectFor = (access: StaffAccess, centre: Centre, now?: EpochMs): AccessSubject => ({
  centre,
  user: access.userContext,
  permissions: access.permissions,
  ptEnabled: access.gymPtEnabledCenter.includes(centre.id),
  featureLists: access.featureLists,
  ...(now !== undefined && isCentreClosed(centre, now) ? { closed: true } : {}),
})

/** The access subject at the selected centre; undefined when the staff member has no centre. */
export const selectedAccessSubject = (access: StaffAccess, now?: EpochMs): AccessSubject | undefined =>
  access.selected === undefined ? undefined : accessSubjectFor(access, access.selected, now)
