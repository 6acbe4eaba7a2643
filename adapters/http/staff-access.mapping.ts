import type { AccessLevel, FeatureListName, Permissions } from '../../core/access/access'
import { FEATURE_LISTS, type PermissionsWire } from './contract/access.codecs'

/** The core's feature-list names to the remote configuration keys of the wire contract. */
export const FEATURE_LIST_KEYS: Readonly<Record<FeatureListName, string>> = {
  CPL: FEATURE_LISTS.cpl,
  HABIT_REWARDS: FEATURE_LISTS.habitRewards,
  NEW_MEMBER_DASHBOARD: FEATURE_LISTS.newMemberDashboard,
  PILATES_REPORT: FEATURE_LISTS.pilatesReport,
  HEALTH_PARTNER: FEATURE_LISTS.healthPartner,
  ADD_ON_PACKS: FEATURE_LISTS.addOns,
  CLP_V2: FEATURE_LISTS.clpV2,
}

/** Levels granted per resource; a resource listed twice gets the union of its levels. */
export const permissionsFromWire = (w: PermissionsWire): Permissions => {
  const out: Record<string, AccessLevel[]> = {}
  for (const p of w.permissions) {
    const levels = out[p.resource] ?? []
    for (const a of p.accessTypes) if (!levels.includes(a)) levels.push(a)
    out[p.resource] = levels
  }
  return out
}
