import * as E from 'fp-ts/Either'
import type { Hono } from 'hono'
import { LEAD_PAGE_PATH, LeadPageBody, type LeadPageWire, type LeadWire } from '../../../adapters/http/contract/lead.codecs'
import { MY_LEADS_SORTS, NO_FOLLOW_UP, followUpWindow } from '../../../core/lead/lead-paging.rule'
import { epochMs } from '../../../core/shared/brands'
import * as M from '../../../core/shared/messages'
import { type PageKey, checkPageRequest, decodeCursor, encodeCursor, pagingScope } from '../../../core/shared/paging.rule'
import { type OrderPart, afterKeySql, keyParams, orderBySql } from '../../paging/keyset'
import { cursorSigner } from '../../paging/keyset'
import { centreByServiceId, fail } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { type RouteDeps, routeTable } from '../route'

/** The follow-up time of a lead in SQL, and its place in the order (none last): the expression of migration 27's index. */
const FOLLOW_UP = `json_extract(l.data, '$.nextFollowUpTime')`
const FOLLOW_UP_KEY = `COALESCE(json_extract(l.data, '$.nextFollowUpTime'), ${NO_FOLLOW_UP})`

/** My Leads' SQL order for a direction: the follow-up as asked, the newer lead first among equals (ASC). */
export const myLeadsOrder = (dir: 'ASC' | 'DESC'): OrderPart[] => [
  { expr: FOLLOW_UP_KEY, dir },
  { expr: 'l.id', dir: dir === 'ASC' ? 'DESC' : 'ASC' },
]

/** The rows a page of My Leads reads (for EXPLAIN QUERY PLAN in the tests). */
export const myLeadsPageSql = (withCursor: boolean): string =>
  `SELECT l.id FROM leads l WHERE l.center_service_id = :csid${withCursor ? ` AND ${afterKeySql(myLeadsOrder('ASC'))}` : ''} ${orderBySql(myLeadsOrder('ASC'))} LIMIT 21`

/**
 * My Leads a page at a time (docs/api/paging.md): a centre's leads in the desk's order (the next
 * follow-up soonest first, none last; the newer lead first among equals), filtered by quality,
 * follow-up state (as of the sandbox's now, in the centre's day) and owner (the caller), searched by
 * name or user id; with the count the filters find, the centre's count and the next page's cursor.
 */
export const leadPagesRoutes = ({ db, now }: RouteDeps): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)
  const sign = cursorSigner(db)
  api.post(
    LEAD_PAGE_PATH,
    { audit: 'reads', permission: ['CM_LEADS', 'VIEW'], body: LeadPageBody, centre: 'centerServiceId (body)', scope: (i) => S.at([S.ofServiceId(i.body.centerServiceId)]) },
    (c, i) => {
      const b = i.body
      if (centreByServiceId(db, b.centerServiceId) === undefined) return fail(c, 404, M.CENTRE_NOT_FOUND)
      const checked = checkPageRequest(b, MY_LEADS_SORTS)
      if (E.isLeft(checked)) return fail(c, 400, checked.left)
      const ask = checked.right
      const at = now()
      const scope = pagingScope('my-leads', [b.centerServiceId, b.quality ?? '', b.followUp ?? '', b.mine === true ? i.staff.id : '', ask.direction, ask.search.toLowerCase()])
      let after: PageKey | undefined
      if (ask.cursor !== undefined) {
        const k = decodeCursor(ask.cursor, scope, sign)
        if (E.isLeft(k)) return fail(c, 400, k.left)
        if (k.right.length !== 2) return fail(c, 400, M.PAGE_CURSOR_INVALID)
        after = k.right
      }
      const window = b.followUp === undefined ? undefined : followUpWindow(b.followUp, epochMs(at))
      const params: Record<string, string | number> = { csid: b.centerServiceId }
      const where: string[] = ['l.center_service_id = :csid']
      if (b.quality !== undefined) {
        where.push(`COALESCE(json_extract(l.data, '$.leadQuality'), json_extract(l.data, '$.leadType')) = :quality`)
        params.quality = b.quality
      }
      if (window === 'none') where.push(`${FOLLOW_UP} IS NULL`)
      else if (window !== undefined) {
        where.push(`${FOLLOW_UP} >= :fuFrom AND ${FOLLOW_UP} < :fuTo`)
        Object.assign(params, { fuFrom: window.from, fuTo: window.to })
      }
      if (b.mine === true) {
        where.push(`json_extract(l.data, '$.assigneeId') = :me`)
        params.me = i.staff.id
      }
      const q = ask.search.toLowerCase()
      if (q !== '') {
        where.push(`(instr(lower(trim(COALESCE(cu.first_name, '') || ' ' || COALESCE(cu.last_name, ''))), :q) > 0 OR instr(lower(l.user_id), :q) > 0)`)
        params.q = q
      }
      const parts = myLeadsOrder(ask.direction)
      const from = `FROM leads l LEFT JOIN customers cu ON cu.id = l.user_id WHERE ${where.join(' AND ')}`
      const rows = db
        .prepare(`SELECT l.id, l.data, cu.first_name, cu.last_name, ${FOLLOW_UP_KEY} AS _k0 ${from}${after === undefined ? '' : ` AND ${afterKeySql(parts)}`} ${orderBySql(parts)} LIMIT :limit`)
        .all({ ...params, ...(after === undefined ? {} : keyParams(after)), limit: ask.pageSize + 1 }) as { id: number; data: string; first_name: string | null; last_name: string | null; _k0: number }[]
      const shown = rows.slice(0, ask.pageSize)
      const last = shown[shown.length - 1]
      // Without a search no condition reads the member's name: the count is read from the leads alone (the
      // join to customers would visit a member row for every lead of the centre).
      const counted = q === '' ? `FROM leads l WHERE ${where.join(' AND ')}` : from
      const total = db.prepare(`SELECT COUNT(*) ${counted}`).pluck().get(params) as number
      const all = db.prepare('SELECT COUNT(*) FROM leads WHERE center_service_id = ?').pluck().get(b.centerServiceId) as number
      const body: LeadPageWire = {
        leads: shown.map((r) => ({
          leadId: r.id,
          ...(JSON.parse(r.data) as Omit<LeadWire, 'leadId'>),
          ...(r.first_name === null ? {} : { customerName: `${r.first_name} ${r.last_name ?? ''}`.trim() }),
        })),
        total,
        all,
        next: rows.length > ask.pageSize && last !== undefined ? encodeCursor(scope, [last._k0, last.id], sign) : null,
        pageSize: ask.pageSize,
      }
      return c.json(body)
    },
  )
  return api.app
}
