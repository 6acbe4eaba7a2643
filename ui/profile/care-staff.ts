import { hasPermission } from '../../core/access/permission.rule'
import { useStaffAccess } from '../shell/staff-access.context'

export type CareStaff = {
  /** EDIT on PT_MEMBERSHIP_UPDATE: starting a PT session, marking it attended. */
  readonly canEditPtMembership: boolean
  readonly name: string
  readonly email: string
  /** The staff member's cult employee id, when they have one (the cult trainers list names who asks). */
  readonly cultEmployeeId?: string | undefined
}

/** Who is signed in, as the care blocks need it (nothing is allowed until access has loaded). */
export const useCareStaff = (): CareStaff => {
  const { state } = useStaffAccess()
  if (state.status !== 'ready') return { canEditPtMembership: false, name: '', email: '' }
  return {
    canEditPtMembership: hasPermission(state.access.permissions, 'PT_MEMBERSHIP_UPDATE', 'EDIT'),
    name: state.access.userContext.name,
    email: state.access.userContext.email,
    cultEmployeeId: state.access.userContext.cultEmployeeId,
  }
}
