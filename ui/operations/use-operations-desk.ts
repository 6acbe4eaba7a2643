import { hasPermission } from '../../core/access/permission.rule'
import type { Centre } from '../../core/centre/centre'
import { useStaffAccess } from '../shell/staff-access.context'

/** The selected centre and the staff member's permission check (Report Issue, Door Access Control). */
export const useOperationsDesk = (): { readonly centre: Centre | undefined; readonly can: (resource: string, level?: 'VIEW' | 'EDIT') => boolean } => {
  const { state } = useStaffAccess()
  const centre = state.status === 'ready' ? state.access.selected : undefined
  const permissions = state.status === 'ready' ? state.access.permissions : {}
  return { centre, can: (resource, level = 'VIEW') => hasPermission(permissions, resource, level) }
}
