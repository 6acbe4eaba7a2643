import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { type GatewayError, rejected } from '../shared/errors'
import type { AuditPage, AuditQuery } from './audit-entry'
import { checkedAuditQuery as checked } from './audit-query.rule'
import type { AuditDeps } from './audit-trail.port'

/**
 * A manager searches a centre's audit trail by staff member, member, action and day, a page at a
 * time, newest first. Blank filters are left out; a member that is not a user id or a day that is
 * not YYYY-MM-DD is refused with what to fix, before anything is asked of the server.
 */
export const searchAuditTrail =
  (d: AuditDeps) =>
  (q: AuditQuery & { readonly centreId: number }): TaskEither<GatewayError, AuditPage> => {
    const c = checked(q)
    return E.isLeft(c) ? TE.left(rejected(c.left)) : d.auditTrail.search(c.right)
  }
