import type { AccessLevel, FeatureListName, Permissions } from '../../core/access/access'
import { FEATURE_LIST_WIRE_KEYS, type PermissionsWire } from './contract/access.codecs'

/** The core's feature-list names to the remote configuration keys of the wire contract. */
export const FEATURE_LIST_KEYS: Readonly<Record<FeatureListName, string>> = FEATURE_LIST_WIRE_KEYS

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
