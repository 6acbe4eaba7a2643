import type { Centre } from '../centre/centre'
import { STAFF_ROLE_DEFAULT } from '../shared/messages'

/** One role membership of the signed-in staff member: a role name and the contexts it applies to. */
export type StaffMembership = { readonly roleName: string; readonly contexts: readonly string[] }

export type RoleLabel = 'Owner' | 'Center Manager' | 'Trainer' | 'Others' | 'Staff'

/** Role labels by priority: the first one any of the user's roles maps to wins. */
export const ROLE_LABEL_PRIORITY: readonly Exclude<RoleLabel, 'Staff'>[] = ['Owner', 'Center Manager', 'Trainer', 'Others']

/**
 * Role name to label (part 1 §6, part 2 §6). Decision: PLAY_COACH, LIFE_GUARD and HOUSEKEEPING
 * are 'Others'; any other name has no label (so on its own gives the default 'Staff').
 */
export const ROLE_LABELS: Readonly<Record<string, Exclude<RoleLabel, 'Staff'>>> = {
  PARTNER: 'Owner',
  PARTNER_ADMIN: 'Center Manager',
  CENTER_MANAGER: 'Center Manager',
  'INTERNAL CM': 'Center Manager',
  PLAY_CM: 'Center Manager',
  PARTNER_USER: 'Trainer',
  PLAY_COACH: 'Others',
  LIFE_GUARD: 'Others',
  HOUSEKEEPING: 'Others',
}

/** The user's role name: the role of the LAST membership entry; undefined with no memberships. */
export const roleName = (memberships: readonly StaffMembership[]): string | undefined =>
  memberships.length === 0 ? undefined : memberships[memberships.length - 1]?.roleName

/** The label of the highest-priority role the user holds, default 'Staff'. */
export const roleLabel = (memberships: readonly StaffMembership[]): RoleLabel => {
  const held = new Set(
    memberships.map((m) => (Object.prototype.hasOwnProperty.call(ROLE_LABELS, m.roleName) ? ROLE_LABELS[m.roleName] : undefined)),
  )
  return ROLE_LABEL_PRIORITY.find((label) => held.has(label)) ?? STAFF_ROLE_DEFAULT
}

/** Prefix of the centre-specific manager context; the centre service id follows it. */
export const CENTRE_MANAGER_CONTEXT_PREFIX = 'CENTER_MANAGER_'

/** Context names that make a user manager of the centre: its own names plus its centre-specific one. */
export const centreManagerContexts = (centre: Centre): readonly string[] => {
  const specific = `${CENTRE_MANAGER_CONTEXT_PREFIX}${centre.centerServiceId}`
  return centre.contextNames.includes(specific) ? centre.contextNames : [...centre.contextNames, specific]
}

/**
 * Is the user a centre manager of this centre? One of the user's role contexts matches one of
 * the centre's context names, or the centre-specific context ending with its centre service id.
 */
export const isCentreManager = (memberships: readonly StaffMembership[], centre: Centre): boolean => {
  const wanted = new Set(centreManagerContexts(centre))
  return memberships.some((m) => m.contexts.some((ctx) => wanted.has(ctx)))
}
