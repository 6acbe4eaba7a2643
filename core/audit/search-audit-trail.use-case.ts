import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { type GatewayError, rejected } from '../shared/errors'
import { AUDIT_DAY_INVALID, AUDIT_MEMBER_ID_INVALID } from '../shared/messages/audit-query'
import type { AuditPage, AuditQuery } from './audit-entry'
import type { AuditDeps } from './audit-trail.port'

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

/**
 * A search as staff typed it, checked: a member is a user id (digits), a day is yyyy-MM-dd, a page
 * is a whole number from 1; blank filters are left out. The message says what to fix. (Kept in
 * this file: the composition root loads it without the trail's word lists.)
 */
const checked = <Q extends AuditQuery>(q: Q): Either<string, Q> => {
  const memberId = q.memberId?.trim()
  const staffId = q.staffId?.trim()
  const day = q.day?.trim()
  if (memberId !== undefined && memberId !== '' && !/^\d{1,19}$/.test(memberId)) return E.left(AUDIT_MEMBER_ID_INVALID)
  if (day !== undefined && day !== '' && !DAY.test(day)) return E.left(AUDIT_DAY_INVALID)
  const page = q.page === undefined || !Number.isSafeInteger(q.page) || q.page < 1 ? 1 : q.page
  const { memberId: _m, staffId: _s, day: _d, page: _p, ...rest } = q
  return E.right({
    ...rest,
    ...(memberId === undefined || memberId === '' ? {} : { memberId }),
    ...(staffId === undefined || staffId === '' ? {} : { staffId }),
    ...(day === undefined || day === '' ? {} : { day }),
    page,
  } as unknown as Q)
}

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
