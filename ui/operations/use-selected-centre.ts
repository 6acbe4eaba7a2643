import type { Centre } from '../../core/centre/centre'
import { useStaffAccess } from '../shell/staff-access.context'

/** The centre chosen in the shell's selector (undefined while the staff member's access loads). */
export const useSelectedCentre = (): Centre | undefined => {
  const { state } = useStaffAccess()
  return state.status === 'ready' ? state.access.selected : undefined
}
