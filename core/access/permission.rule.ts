import type { AccessLevel, Permissions } from './access'

/**
 * The permission check (part 1 §6, part 3 §6): does the permission list grant `level`
 * (default VIEW) on `resource`? EDIT implies VIEW, so any entry grants VIEW; EDIT needs EDIT.
 * Same reading as the sandbox's own guard.
 */
export const hasPermission = (permissions: Permissions, resource: string, level: AccessLevel = 'VIEW'): boolean => {
  const levels = Object.prototype.hasOwnProperty.call(permissions, resource) ? permissions[resource] : undefined
  if (!Array.isArray(levels)) return false
  return level === 'VIEW' ? levels.includes('VIEW') || levels.includes('EDIT') : levels.includes('EDIT')
}
