import type { Db } from '../db/database'
import { agentsAt } from '../store/profile-store'

/** A person of a centre an upload names: an owner of leads or of targets. */
export type CentrePerson = { readonly identityId: string; readonly name: string; readonly roles: readonly string[] }

/**
 * The staff member of a centre an upload names by employee id or email (case ignored): one of the
 * centre's staff (the portal's users there) or one of its agents (trainers and desk staff).
 */
export const centrePerson = (db: Db, centreId: number, centerServiceId: number, cell: string): CentrePerson | undefined => {
  const v = cell.trim().toLowerCase()
  if (v === '') return undefined
  const staff = (db.prepare('SELECT s.id, s.data FROM staff s JOIN staff_centres sc ON sc.staff_id = s.id WHERE sc.centre_id = ? ORDER BY s.id').all(centreId) as { id: string; data: string }[])
    .map((r) => ({ id: r.id, ...(JSON.parse(r.data) as { name?: string; email?: string }) }))
    .find((x) => x.id.toLowerCase() === v || (x.email ?? '').toLowerCase() === v)
  const agent = agentsAt(db, centerServiceId).find((x) => x.identityId.toLowerCase() === v || x.email.toLowerCase() === v || (staff !== undefined && x.identityId === staff.id))
  if (staff !== undefined) return { identityId: staff.id, name: staff.name ?? staff.id, roles: agent?.roles ?? [] }
  return agent === undefined ? undefined : { identityId: agent.identityId, name: agent.name, roles: agent.roles }
}
