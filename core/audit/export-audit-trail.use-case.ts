import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { type GatewayError, rejected } from '../shared/errors'
import type { AuditQuery } from './audit-entry'
import { checkedAuditQuery } from './audit-query.rule'
import type { AuditDeps } from './audit-trail.port'

/**
 * A manager exports every entry of a search (newest first) as CSV: the answer is the address the
 * server streams the file from, with the search's filters, checked as the search is (a member that
 * is not a user id or a day that is not YYYY-MM-DD is refused before anything is asked). The rows
 * never pass through the portal, so a trail of any length exports whole.
 */
export const exportAuditTrail =
  (d: AuditDeps) =>
  (q: Omit<AuditQuery, 'page'> & { readonly centreId: number }): TaskEither<GatewayError, string> => {
    const c = checkedAuditQuery(q)
    if (E.isLeft(c)) return TE.left(rejected(c.left))
    const { page: _p, ...filters } = c.right as AuditQuery & { readonly centreId: number }
    return d.auditTrail.exportLink(filters)
  }
