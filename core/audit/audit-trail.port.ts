import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { AuditPage, AuditQuery, AuditStaff } from './audit-entry'

/** The audit trail the server keeps of every staff write: read only (nothing can change or remove an entry). */
export interface AuditTrail {
  /** A page of a centre's trail, newest first, narrowed by staff member, member, action and day. */
  search(q: AuditQuery & { readonly centreId: number }): TaskEither<GatewayError, AuditPage>
  /** A page of what staff changed about one member (at the caller's centres and customer-wide), newest first. */
  memberHistory(q: { readonly memberId: string; readonly page?: number }): TaskEither<GatewayError, AuditPage>
  /** The staff members who appear in a centre's trail, by name. */
  staff(centreId: number): TaskEither<GatewayError, readonly AuditStaff[]>
  /** The address a search's every entry streams from as CSV (newest first, in the words staff use), read as it downloads. */
  exportLink(q: Omit<AuditQuery, 'page'> & { readonly centreId: number }): TaskEither<GatewayError, string>
}

export type AuditDeps = { readonly auditTrail: AuditTrail }
