import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { type GatewayError, rejected } from '../shared/errors'
import type { AuditPage, AuditQuery } from './audit-entry'
import { checkAuditQuery } from './audit-query.rule'
import type { AuditDeps } from './audit-trail.port'

/** A manager searches a centre's audit trail by staff member, member, action and day, a page at a time, newest first. */
export const searchAuditTrail =
  (d: AuditDeps) =>
  (q: AuditQuery & { readonly centreId: number }): TaskEither<GatewayError, AuditPage> => {
    const checked = checkAuditQuery(q)
    return E.isLeft(checked) ? TE.left(rejected(checked.left)) : d.auditTrail.search(checked.right)
  }
