import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import { AUDIT_DAY_INVALID, AUDIT_MEMBER_ID_INVALID } from '../shared/messages/audit-query'
import type { AuditQuery } from './audit-entry'

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

/**
 * A search as staff typed it, checked: a member is a user id (digits), a day is yyyy-MM-dd, a page
 * is a whole number from 1; blank filters are left out. The message says what to fix. (The
 * composition root loads it without the trail's word lists.)
 */
export const checkedAuditQuery = <Q extends AuditQuery>(q: Q): Either<string, Q> => {
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

