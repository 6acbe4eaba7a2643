import * as E from 'fp-ts/Either'
import type { Context, Hono } from 'hono'
import type { CentreWire } from '../../../adapters/http/contract/centre.codecs'
import type { EmployeeWire } from '../../../adapters/http/contract/employee.codecs'
import { bulkUploadPath } from '../../../adapters/http/contract/uploads.codecs'
import { BULK_UPLOAD_KINDS } from '../../../core/operations/bulk-upload'
import {
  BulkHistoryPageBody,
  type BulkHistoryPageWire,
  CentrePageBody,
  type CentrePageWire,
  EmployeePageBody,
  type EmployeeListPageWire,
  LeadOwnerPageBody,
  type LeadOwnerPageWire,
  PEOPLE_PAGE_PATHS,
  TargetHistoryPageBody,
  type TargetHistoryPageWire,
} from '../../../adapters/http/contract/people-pages.codecs'
import { BULK_HISTORY_SORTS, CENTRE_SORTS, EMPLOYEE_LIST_SORTS, LEAD_OWNER_SORTS, TARGET_HISTORY_SORTS } from '../../../core/shared/list-pages.rule'
import * as M from '../../../core/shared/messages'
import { type PageAsk, type PageRequest, type SortChoice, checkPageRequest, pagingScope } from '../../../core/shared/paging.rule'
import { normalisePhone } from '../../../core/shared/phone.rule'

import { type OrderPart, cursorSigner } from '../../paging/keyset'
import { type PageSql, readPage } from '../../paging/page-reader'
import { type Upload, bulkRecord } from '../../uploads/bulk-store'
import { createTargetStore } from '../../uploads/target-store'
import { centreByServiceId, fail } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { type RouteDeps, routeTable } from '../route'
import { BULK_GATES } from './uploads.routes'

/** The staff member's order of their centres (the first is the default), then the centre id. */
export const centreOrder: readonly OrderPart[] = [
  { expr: 'sc.position', dir: 'ASC' },
  { expr: 'sc.centre_id', dir: 'ASC' },
]
/** The employee list's order: the name (kept lower-case beside each centre link, migration 35), then the id. */
export const employeeOrder = (dir: 'ASC' | 'DESC'): OrderPart[] => [
  { expr: 'ec.sort_name', dir },
  { expr: 'ec.agent_id', dir },
]
/** The upload history's order: the upload time, then the file name. */
export const targetHistoryOrder = (dir: 'ASC' | 'DESC'): OrderPart[] => [
  { expr: 'f.uploaded_at', dir },
  { expr: 'f.file_name', dir },
]
const OWNER_NAME = `lower(COALESCE(json_extract(l.data, '$.assigneeName'), ''))`
const OWNER_ID = `COALESCE(json_extract(l.data, '$.assigneeId'), '')`
/** The lead owners' order: the owner's name, then their id (the expressions of migration 35's index). */
export const leadOwnerOrder = (dir: 'ASC' | 'DESC'): OrderPart[] => [
  { expr: OWNER_NAME, dir },
  { expr: OWNER_ID, dir },
]

/** A bulk upload history's order: when the upload was applied (else checked), then its id (the expressions of migration 38's index). */
export const bulkHistoryOrder = (dir: 'ASC' | 'DESC'): OrderPart[] => [
  { expr: 'COALESCE(u.applied_at, u.created_at)', dir },
  { expr: 'u.id', dir },
]

/** The SQL of each list's first page with and without a cursor (for EXPLAIN QUERY PLAN in the tests). */
export const peoplePageSql = {
  centres: `FROM staff_centres sc JOIN centres c ON c.id = sc.centre_id WHERE sc.staff_id = :staff`,
  employees: `FROM employee_centres ec JOIN employees e ON e.agent_id = ec.agent_id WHERE ec.center_service_id = :csid`,
  targetHistory: `FROM target_files f WHERE f.centre_id = :centre AND f.uploaded_at IS NOT NULL AND f.content IS NOT NULL`,
  leadOwners: `FROM leads l WHERE l.center_service_id = :csid AND l.status = 'ACTIVE' AND ${OWNER_ID} != ''`,
  bulkHistory: `FROM bulk_uploads u WHERE u.kind = :kind AND u.centre_id = :centre AND u.status != 'STAGING'`,
} as const

/** A search text for SQL's instr: lower-case (the rows' texts are compared lower-cased). */
const like = (search: string): string => search.toLowerCase()

/**
 * The lists an owner of many centres pages through (docs/api/paging.md, 'People and centres'):
 * the centre selector, the employee list, the target upload history and Transfer Leads' lead
 * owners, each read a page at a time along its index, searched and counted by the server.
 */
export const peoplePagesRoutes = ({ db, now }: RouteDeps): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)
  const sign = cursorSigner(db)
  const targets = createTargetStore(db, now)

  /** Checks the page's choices, then reads it; a bad choice or cursor is a 400 with its message. */
  const page = <Row extends Record<string, unknown>, Out>(
    c: Context,
    r: PageRequest,
    sorts: SortChoice,
    scopeOf: (ask: PageAsk) => string,
    sqlOf: (ask: PageAsk) => PageSql,
    all: () => number,
    answer: (rows: readonly Row[], info: { total: number; all: number; next: string | null; pageSize: number }) => Out,
  ): Response => {
    const checked = checkPageRequest(r, sorts)
    if (E.isLeft(checked)) return fail(c, 400, checked.left)
    const ask = checked.right
    const read = readPage<Row>(db, sign, scopeOf(ask), ask, sqlOf(ask))
    if (E.isLeft(read)) return fail(c, 400, read.left)
    return c.json(answer(read.right.rows, { total: read.right.total, all: all(), next: read.right.next, pageSize: ask.pageSize }))
  }

  api.post(PEOPLE_PAGE_PATHS.centres, { audit: 'reads', permission: 'staff', body: CentrePageBody, ...S.caller }, (c, i) =>
    page<{ data: string }, CentrePageWire>(
      c,
      i.body,
      CENTRE_SORTS,
      (ask) => pagingScope('centres', [i.staff.id, ask.direction, like(ask.search)]),
      (ask) => {
        const q = like(ask.search)
        const search = q === '' ? '' : ` AND (instr(lower(json_extract(c.data, '$.name')), :q) > 0 OR instr(lower(json_extract(c.data, '$.locality')), :q) > 0)`
        return { select: 'c.data', from: `${peoplePageSql.centres}${search}`, params: { staff: i.staff.id, ...(q === '' ? {} : { q }) }, order: centreOrder }
      },
      () => db.prepare('SELECT COUNT(*) FROM staff_centres WHERE staff_id = ?').pluck().get(i.staff.id) as number,
      (rows, info) => ({ centres: rows.map((r) => JSON.parse(r.data) as CentreWire), ...info }),
    ),
  )

  api.post(
    PEOPLE_PAGE_PATHS.employees,
    { audit: 'reads', permission: ['CENTER_EMPLOYEE_DETAIL', 'VIEW'], body: EmployeePageBody, centre: 'centerServiceId (body)', scope: (i) => S.at([S.ofServiceId(i.body.centerServiceId)]), screen: '/employee/my-employee-v2' },
    (c, i) => {
      const b = i.body
      if (centreByServiceId(db, b.centerServiceId) === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
      return page<{ data: string }, EmployeeListPageWire>(
        c,
        b,
        EMPLOYEE_LIST_SORTS,
        (ask) => pagingScope('employees', [b.centerServiceId, b.role ?? '', b.status ?? '', ask.direction, like(ask.search)]),
        (ask) => {
          const where: string[] = []
          const params: Record<string, string | number> = { csid: b.centerServiceId }
          if (b.role !== undefined) {
            where.push(`(json_extract(e.data, '$.primaryRole') = :role OR EXISTS (SELECT 1 FROM json_each(e.data, '$.roles') r WHERE r.value = :role))`)
            params.role = b.role
          }
          if (b.status !== undefined) {
            where.push(`json_extract(e.data, '$.status') = :status`)
            params.status = b.status
          }
          const q = like(ask.search)
          if (q !== '') {
            const texts = ['$.name', '$.email', '$.phone', '$.agentId', '$.empId', '$.cultEmployeeId'].map((p) => `instr(lower(COALESCE(json_extract(e.data, '${p}'), '')), :q) > 0`)
            const phone = normalisePhone(ask.search)
            if (phone !== undefined) {
              texts.push(`substr(replace(replace(replace(COALESCE(json_extract(e.data, '$.phone'), ''), ' ', ''), '-', ''), '+', ''), -10) = :phone`)
              params.phone = phone
            }
            where.push(`(${texts.join(' OR ')})`)
            params.q = q
          }
          return { select: 'e.data', from: `${peoplePageSql.employees}${where.map((w) => ` AND ${w}`).join('')}`, params, order: employeeOrder(ask.direction) }
        },
        () => db.prepare('SELECT COUNT(*) FROM employee_centres WHERE center_service_id = ?').pluck().get(b.centerServiceId) as number,
        (rows, info) => ({ employees: rows.map((r) => JSON.parse(r.data) as EmployeeWire), ...info }),
      )
    },
  )

  api.post(
    PEOPLE_PAGE_PATHS.targetUploadHistory,
    { audit: 'reads', permission: ['PMS_TARGET', 'EDIT'], body: TargetHistoryPageBody, centre: 'centerId (body)', scope: (i) => S.at([S.ofCentreId(i.body.centerId)]), screen: '/troubleshooting/target-upload' },
    (c, i) => {
      const b = i.body
      if (S.ofCentreId(b.centerId) === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
      const entity = b.ownerEntityIdentifier
      const base = `${peoplePageSql.targetHistory}${entity === undefined ? '' : ' AND f.entity = :entity'}`
      const params = { centre: b.centerId, ...(entity === undefined ? {} : { entity }) }
      return page<{ file_name: string }, TargetHistoryPageWire>(
        c,
        b,
        TARGET_HISTORY_SORTS,
        (ask) => pagingScope('target-history', [b.centerId, entity ?? '', ask.direction, like(ask.search)]),
        (ask) => {
          const q = like(ask.search)
          const search = q === '' ? '' : ' AND (instr(lower(f.file_name), :q) > 0 OR instr(lower(f.staff_name), :q) > 0 OR instr(lower(f.metric), :q) > 0)'
          return { select: 'f.file_name', from: `${base}${search}`, params: { ...params, ...(q === '' ? {} : { q }) }, order: targetHistoryOrder(ask.direction) }
        },
        () => db.prepare(`SELECT COUNT(*) ${base}`).pluck().get(params) as number,
        (rows, info) => ({ rows: targets.historyOf(rows.map((r) => r.file_name)), ...info }),
      )
    },
  )

  api.post(
    PEOPLE_PAGE_PATHS.leadOwners,
    { audit: 'reads', permission: ['LEAD_TRANSFER', 'VIEW'], body: LeadOwnerPageBody, centre: 'centerServiceId (body)', scope: (i) => S.at([S.ofServiceId(i.body.centerServiceId)]), screen: '/transfer-leads' },
    (c, i) => {
      const b = i.body
      if (centreByServiceId(db, b.centerServiceId) === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
      const params = { csid: b.centerServiceId }
      return page<{ assignee_id: string; assignee_name: string; active: number }, LeadOwnerPageWire>(
        c,
        b,
        LEAD_OWNER_SORTS,
        (ask) => pagingScope('lead-owners', [b.centerServiceId, ask.direction, like(ask.search)]),
        (ask) => {
          const q = like(ask.search)
          const search = q === '' ? '' : ` AND instr(${OWNER_NAME}, :q) > 0`
          return {
            select: `${OWNER_ID} AS assignee_id, MAX(COALESCE(json_extract(l.data, '$.assigneeName'), '')) AS assignee_name, COUNT(*) AS active`,
            from: `${peoplePageSql.leadOwners}${search}`,
            params: { ...params, ...(q === '' ? {} : { q }) },
            order: leadOwnerOrder(ask.direction),
            groupBy: `${OWNER_NAME}, ${OWNER_ID}`,
          }
        },
        () => db.prepare(`SELECT COUNT(*) FROM (SELECT 1 ${peoplePageSql.leadOwners} GROUP BY ${OWNER_NAME}, ${OWNER_ID})`).pluck().get(params) as number,
        (rows, info) => ({ owners: rows.map((r) => ({ assigneeId: r.assignee_id, assigneeName: r.assignee_name, activeLeads: r.active })), ...info }),
      )
    },
  )
  // Each kind's history behind that upload's own permission and screen, as its other calls are.
  for (const kind of BULK_UPLOAD_KINDS) {
    api.post(
      bulkUploadPath(PEOPLE_PAGE_PATHS.bulkUploadHistory, kind),
      { audit: 'reads', ...BULK_GATES[kind], body: BulkHistoryPageBody, centre: 'centerId (body)', scope: (i) => S.at([S.ofCentreId(i.body.centerId)]) },
      (c, i) => {
        const b = i.body
        if (S.ofCentreId(b.centerId) === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
        const params = { kind, centre: b.centerId }
        return page<Upload, BulkHistoryPageWire>(
          c,
          b,
          BULK_HISTORY_SORTS,
          (ask) => pagingScope(`bulk-history:${kind}`, [b.centerId, ask.direction, like(ask.search)]),
          (ask) => {
            const q = like(ask.search)
            const search = q === '' ? '' : ` AND (instr(lower(u.file_name), :q) > 0 OR instr(lower(u.staff_name), :q) > 0 OR instr(lower(COALESCE(u.type, '')), :q) > 0)`
            return { select: 'u.*', from: `${peoplePageSql.bulkHistory}${search}`, params: { ...params, ...(q === '' ? {} : { q }) }, order: bulkHistoryOrder(ask.direction) }
          },
          () => db.prepare(`SELECT COUNT(*) ${peoplePageSql.bulkHistory}`).pluck().get(params) as number,
          (rows, info) => ({ rows: rows.map(bulkRecord), ...info }),
        )
      },
    )
  }
  return api.app
}

