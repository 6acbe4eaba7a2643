import type { Hono } from 'hono'
import { DashboardQueryWire, type DashboardAnswer } from '../../../adapters/http/contract/dashboard.codecs'
import { PATHS } from '../../../adapters/http/contract/paths'
import { checkDashboardQuery } from '../../../core/dashboard/dashboard-query.rule'
import { eachDay } from '../../../core/dashboard/dashboard-range.rule'
import { RENEWAL_WINDOW_DAYS } from '../../../core/dashboard/summarise-dashboard.rule'
import { TIME_OF_DAY_BUCKETS } from '../../../core/dashboard/time-of-day.rule'
import { addDays, endOfCentreDay, startOfCentreDay } from '../../../core/shared/centre-day'
import { CENTRE_NOT_FOUND } from '../../../core/shared/messages'
import type { Db } from '../../db/database'
import { centreById } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { routeTable } from '../route'

/** The centre's clock is Asia/Kolkata, UTC+05:30 all year (no summer time), so SQL can shift by a constant. */
const IST_OFFSET_MS = 19_800_000
const HOUR_SQL = (col: string) => `CAST(((${col} + ${IST_OFFSET_MS}) % 86400000) / 3600000 AS INTEGER)`
const DAY_SQL = (col: string) => `date((${col} + ${IST_OFFSET_MS}) / 1000, 'unixepoch')`

type VisitRow = { hour: number; day: string; n: number }
type SaleRow = { day: string; n: number; revenue: number }

/**
 * The dashboard's figures, computed with SQL over the sandbox's own tables on every call (no kept
 * totals): a sale made in the portal, a check-in or a booking shows at once.
 */
export const dashboardSummary = (db: Db, centreId: number, isPlay: boolean, from: string, to: string): DashboardAnswer => {
  const start = startOfCentreDay(from)
  const end = endOfCentreDay(to)
  const visitRows = (
    isPlay
      ? db.prepare(`SELECT ${HOUR_SQL('start_at')} AS hour, ${DAY_SQL('start_at')} AS day, COUNT(*) AS n FROM play_bookings WHERE centre_id = ? AND start_at BETWEEN ? AND ? GROUP BY hour, day`)
      : db.prepare(
          `SELECT ${HOUR_SQL('start_time')} AS hour, ${DAY_SQL('start_time')} AS day, COUNT(*) AS n FROM check_ins WHERE centre_id = ? AND state = 'validated' AND start_time BETWEEN ? AND ? GROUP BY hour, day`,
        )
  ).all(centreId, start, end) as VisitRow[]
  const saleRows = db
    .prepare(
      // Revenue net of refunds: a refund shows on the dashboard at once (docs/decisions/payment.md).
      `SELECT ${DAY_SQL('created_at')} AS day, COUNT(*) AS n,
         COALESCE(SUM(amount_paise - COALESCE((SELECT SUM(r.amount_paise) FROM order_refunds r WHERE r.order_id = sale_orders.order_id AND r.status = 'SUCCESS'), 0)), 0) AS revenue
       FROM sale_orders WHERE centre_id = ? AND status = 'PAYMENT_COMPLETED' AND created_at BETWEEN ? AND ? GROUP BY day`,
    )
    .all(centreId, start, end) as SaleRow[]
  const ptSessions = db
    .prepare("SELECT COUNT(*) FROM pt_sessions WHERE json_extract(data, '$.centerId') = ? AND status != 'CANCELLED' AND start_time BETWEEN ? AND ?")
    .pluck()
    .get(centreId, start, end) as number
  const centre = centreById(db, centreId)
  const leadsDue = db
    .prepare("SELECT COUNT(*) FROM leads WHERE center_service_id = ? AND status = 'ACTIVE' AND COALESCE(json_extract(data, '$.createdAt'), 0) <= ?")
    .pluck()
    .get(centre?.wire.centerServiceId ?? -1, end) as number
  const renewalsDue = db
    .prepare("SELECT COUNT(*) FROM customer_memberships WHERE json_extract(data, '$.centerId') = ? AND end_at BETWEEN ? AND ?")
    .pluck()
    .get(centreId, start, endOfCentreDay(addDays(to, RENEWAL_WINDOW_DAYS))) as number

  const visitsOn = new Map<string, number>()
  for (const r of visitRows) visitsOn.set(r.day, (visitsOn.get(r.day) ?? 0) + r.n)
  const salesOn = new Map(saleRows.map((r) => [r.day, r]))
  return {
    centerId: centreId,
    startDate: from,
    endDate: to,
    visitKind: isPlay ? 'PLAY_BOOKINGS' : 'CHECK_INS',
    visits: visitRows.reduce((s, r) => s + r.n, 0),
    visitsByTimeOfDay: TIME_OF_DAY_BUCKETS.map(([fromHour, toHour]) => ({
      fromHour,
      toHour,
      count: visitRows.filter((r) => r.hour >= fromHour && r.hour < toHour).reduce((s, r) => s + r.n, 0),
    })),
    sales: saleRows.reduce((s, r) => s + r.n, 0),
    revenue: saleRows.reduce((s, r) => s + r.revenue, 0),
    ptSessions,
    leadsDue,
    renewalsDue,
    days: eachDay(from, to).map((day) => ({ day, visits: visitsOn.get(day) ?? 0, sales: salesOn.get(day)?.n ?? 0, revenue: salesOn.get(day)?.revenue ?? 0 })),
  }
}

/** Dashboards: /dash, /dashboard and /homepage read the same call. */
export const dashboardsRoutes = ({ db }: { readonly db: Db }): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)
  api.get(
    PATHS.dashboardSummary,
    { permission: 'staff', query: DashboardQueryWire, centre: 'centerId (query)', scope: (i) => S.at([S.ofCentreId(i.query.centerId)]), screen: '/dash' },
    (c, i) => {
      const centre = centreById(db, Number(i.query.centerId))
      if (centre === undefined) return c.json({ message: CENTRE_NOT_FOUND }, 404)
      const checked = checkDashboardQuery({ centreId: centre.wire.id, from: i.query.startDate, to: i.query.endDate })
      if (checked._tag === 'Left') return c.json({ message: checked.left }, 400)
      return c.json(dashboardSummary(db, centre.wire.id, centre.wire.type === 'PLAY', i.query.startDate, i.query.endDate))
    },
  )
  return api.app
}
