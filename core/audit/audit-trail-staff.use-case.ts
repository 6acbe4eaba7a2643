import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { AuditStaff } from './audit-entry'
import type { AuditDeps } from './audit-trail.port'

/** The staff members who appear in a centre's audit trail (the search's staff filter). */
export const auditTrailStaff =
  (d: AuditDeps) =>
  (q: { readonly centreId: number }): TaskEither<GatewayError, readonly AuditStaff[]> =>
    d.auditTrail.staff(q.centreId)
