import { ROLE_LABELS } from '../shared/messages'
import type { EmployeeCentre, FitnessEmployee, PtLevelGroup } from './employee'
import { normalisePhone } from '../shared/phone.rule'

/** Employee page size (part 3 §7, §9). */
export const EMPLOYEE_PAGE_SIZE = 1000

/** The PT level shown: the last two characters of the level code (part 3 §3); none without a code. */
export const ptLevelOf = (code: string | undefined): string | undefined => (code === undefined || code === '' ? undefined : code.slice(-2))

/** PT levels for PLAY use groupType PLAY_COACHING; every other centre GYM_PT (part 3 §6). */
export const ptLevelGroupOf = (centreType: string): PtLevelGroup => (centreType === 'PLAY' ? 'PLAY_COACHING' : 'GYM_PT')

const SPECIALISED_ROLES = ['FMS_FLOOR_TRAINER', 'FMS_GROUP_TRAINER', 'FMS_PERSONAL_TRAINER', 'AFM'] as const
const PLAY_SPECIALISED_ROLES = ['SWIMMING_PT'] as const

/**
 * Specialisations apply to floor, group and personal trainers and AFMs (not play) and to
 * swimming PTs (play) (part 3 §6).
 */
export const specialisationsApply = (role: string, centreType: string): boolean =>
  centreType === 'PLAY' ? (PLAY_SPECIALISED_ROLES as readonly string[]).includes(role) : (SPECIALISED_ROLES as readonly string[]).includes(role)

/** Specialisations by role are not fetched for PLAY (part 3 §6): the options are asked for only elsewhere, for a role they apply to. */
export const fetchesSpecialisations = (role: string, centreType: string): boolean => centreType !== 'PLAY' && specialisationsApply(role, centreType)

/** A role code in the words staff use (an unknown code is shown with its words split and capitalised once). */
export const roleLabel = (role: string): string => {
  const known = ROLE_LABELS[role]
  if (known !== undefined) return known
  const words = role.toLowerCase().split('_').filter((w) => w !== '').join(' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The employee's centres grouped by centre type, types in alphabetical order, centres by name. */
export const centresByType = (centres: readonly EmployeeCentre[]): readonly { readonly type: string; readonly centres: readonly EmployeeCentre[] }[] => {
  const groups = new Map<string, EmployeeCentre[]>()
  for (const c of centres) groups.set(c.type, [...(groups.get(c.type) ?? []), c])
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, cs]) => ({ type, centres: [...cs].sort((a, b) => a.name.localeCompare(b.name)) }))
}

export type EmployeeFilter = { readonly text: string; readonly role: string | undefined; readonly status: 'ACTIVE' | 'INACTIVE' | undefined }

const norm = (s: string): string => s.toLowerCase()

/**
 * The list's search and filters: text matches the name, e-mail, phone, employee ids or a role's
 * words (case-insensitive, part 3 §5 "Table search"), a pasted phone its 10 digits; a role filter keeps employees who hold that
 * role; a status filter keeps that status. Order kept.
 */
export const filterEmployees = (list: readonly FitnessEmployee[], f: EmployeeFilter): readonly FitnessEmployee[] => {
  const q = norm(f.text.trim())
  // A phone however it is written ('+91 90000 00100') finds its employee (core/shared/phone.rule).
  const phone = normalisePhone(f.text)
  return list.filter((e) => {
    if (f.role !== undefined && !e.roles.includes(f.role) && e.primaryRole !== f.role) return false
    if (f.status !== undefined && e.status !== f.status) return false
    if (q === '') return true
    if (phone !== undefined && e.phone.replace(/\D/g, '').endsWith(phone)) return true
    const hay = [e.name, e.email, e.phone, e.agentId, e.empId ?? '', e.cultEmployeeId ?? '', ...e.roles.map(roleLabel)].map(norm)
    return hay.some((h) => h.includes(q))
  })
}

/** The roles present in a list, for the role filter, in their words' order. */
export const rolesIn = (list: readonly FitnessEmployee[]): readonly string[] =>
  [...new Set(list.flatMap((e) => [e.primaryRole, ...e.roles]))].sort((a, b) => roleLabel(a).localeCompare(roleLabel(b)))

/** Roles a new employee can be given (Add employee). */
export const EMPLOYEE_ROLES: readonly string[] = [
  'FMS_PERSONAL_TRAINER',
  'FMS_FLOOR_TRAINER',
  'FMS_GROUP_TRAINER',
  'AFM',
  'FMS_CENTRE_MANAGER',
  'FMS_MC',
  'HOUSEKEEPING',
  'PLAY_COACH',
  'PLAY_CM',
  'SWIMMING_PT',
  'LIFE_GUARD',
]
