import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { type GatewayError, rejected } from '../shared/errors'
import { AUDIT_MEMBER_ID_INVALID } from '../shared/messages/audit-query'
import type { AuditPage } from './audit-entry'
import type { AuditDeps } from './audit-trail.port'

/** A member's History on their profile: what staff changed about them, newest first. */
export const memberHistory =
  (d: AuditDeps) =>
  (q: { readonly memberId: string; readonly page?: number }): TaskEither<GatewayError, AuditPage> =>
    /^\d{1,19}$/.test(q.memberId.trim())
      ? d.auditTrail.memberHistory({ memberId: q.memberId.trim(), page: q.page !== undefined && Number.isSafeInteger(q.page) && q.page > 0 ? q.page : 1 })
      : TE.left(rejected(AUDIT_MEMBER_ID_INVALID))
