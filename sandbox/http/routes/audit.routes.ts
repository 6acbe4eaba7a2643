import type { Hono } from 'hono'
import type * as t from 'io-ts'
import { AuditEntriesQuery, AuditExportQuery, AuditStaffQuery, MemberHistoryParams, MemberHistoryQuery, type AuditStaffWire } from '../../../adapters/http/contract/audit.codecs'
import { AUDIT_PATHS } from '../../../adapters/http/contract/audit-paths'
import * as M from '../../../core/shared/messages'
import { auditCsvLines } from '../../audit/audit-export'
import { type TrailSearch, memberTrail, searchTrail, trailStaff } from '../../audit/audit-read'
import { customerById, fail } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { csvStreamResponse } from '../csv-stream'
import { type RouteDeps, routeTable } from '../route'

/**
 * The audit trail, read only: a manager searches a centre's trail (AUDIT_TRAIL, their own centres
 * only), staff read a member's History on the profile (the entries at their own centres and the
 * customer-wide ones). There is no call that changes or removes an entry.
 */
/** The search (and its export) a query asks for: a blank staff id or action is no filter. */
const searchOf = (q: t.TypeOf<typeof AuditExportQuery>): Omit<TrailSearch, 'page'> => ({
  centreId: q.centerId,
  ...(q.staffId === undefined || q.staffId.trim() === '' ? {} : { staffId: q.staffId.trim() }),
  ...(q.userId === undefined ? {} : { memberId: q.userId }),
  ...(q.action === undefined || q.action.trim() === '' ? {} : { action: q.action.trim() }),
  ...(q.day === undefined ? {} : { day: q.day }),
})

export const auditRoutes = ({ db }: RouteDeps): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)

  api.get(
    AUDIT_PATHS.entries,
    { permission: ['AUDIT_TRAIL', 'VIEW'], query: AuditEntriesQuery, centre: 'centerId (query)', scope: (i) => S.at([S.ofCentreId(i.query.centerId)]), screen: '/audit-trail' },
    (c, i) => {
      const q = i.query
      if (S.ofCentreId(q.centerId) === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
      return c.json(searchTrail(db, { ...searchOf(q), page: q.page === undefined || q.page < 1 ? 1 : q.page }))
    },
  )

  // The search's every entry as CSV (docs/api/paging.md): streamed as the client reads, no row limit.
  api.get(
    AUDIT_PATHS.export,
    { permission: ['AUDIT_TRAIL', 'VIEW'], query: AuditExportQuery, centre: 'centerId (query)', scope: (i) => S.at([S.ofCentreId(i.query.centerId)]), screen: '/audit-trail' },
    (c, i) => {
      const q = i.query
      if (S.ofCentreId(q.centerId) === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
      const it = auditCsvLines(db, searchOf(q))
      return csvStreamResponse(it, `audit-trail-${q.centerId}${q.day === undefined ? '' : `-${q.day}`}.csv`)
    },
  )

  api.get(
    AUDIT_PATHS.staff,
    { permission: ['AUDIT_TRAIL', 'VIEW'], query: AuditStaffQuery, centre: 'centerId (query)', scope: (i) => S.at([S.ofCentreId(i.query.centerId)]), screen: '/audit-trail' },
    (c, i) => {
      if (S.ofCentreId(i.query.centerId) === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
      const body: AuditStaffWire = { staff: [...trailStaff(db, i.query.centerId)] }
      return c.json(body)
    },
  )

  api.get(
    AUDIT_PATHS.memberHistory,
    {
      permission: ['CENTER_USER_DETAILS', 'VIEW'],
      params: MemberHistoryParams,
      query: MemberHistoryQuery,
      centre: 'none: customer-wide (a customer is shared by every centre); only the entries at the caller’s centres and the customer-wide ones',
      scope: S.customer.scope,
    },
    (c, i) => {
      if (customerById(db, i.params.userId) === undefined) return fail(c, 404, M.NO_USER_DETAIL_FOUND)
      const page = i.query.page === undefined || i.query.page === null || i.query.page < 1 ? 1 : i.query.page
      return c.json(memberTrail(db, i.params.userId, i.staff.centres, page))
    },
  )

  return api.app
}
