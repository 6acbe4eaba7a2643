import type { Hono } from 'hono'
import { DashboardQueryWire, type DashboardAnswer } from '../../../adapters/http/contract/dashboard.codecs'
import { PATHS } from '../../../adapters/http/contract/paths'
import { checkDashboardQuery } from '../../../core/dashboard/dashboard-query.rule'
import { eachDay } from '../../../core/dashboard/dashboard-range.rule'
import { RENEWAL_WINDOW_DAYS } from '../../../core/dashboard/summarise-dashboard.rule'
import { TIME_OF_DAY_BUCKETS } from '../../../core/dashboard/time-of-day.rule'
import { addDays } from '../../../core/shared/centre-day'
import { CENTRE_NOT_FOUND } from '../../../core/shared/messages'
import type { Db } from '../../db/database'
import { centreById } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { routeTable } from '../route'

type HourRow = { hour: number; day: string; n: number }
type DayRow = { day: string; sales: number; revenue: number; pt: number }

/**
 * The dashboard's figures, read from the summaries kept per centre and centre day as rows are
 * written (sandbox/dashboards/summaries-sql.ts): a range's cost is its days' few summary rows,
 * however many check-ins, sales or leads the centre holds, and a sale made in the portal, a
 * refund, a check-in or a booking still shows at once (the summary changes in the same statement).
 */
export const dashboardSummary = (db: Db, centreId: number, isPlay: boolean, from: string, to: string): DashboardAnswer => {
  const visitRows = db
    .prepare(`SELECT hour, day, ${isPlay ? 'play_bookings' : 'check_ins'} AS n FROM dash_centre_hours WHERE centre_id = ? AND day BETWEEN ? AND ?`)
    .all(centreId, from, to) as HourRow[]
  const dayRows = db
    .prepare('SELECT day, sales, revenue_paise AS revenue, pt_sessions AS pt FROM dash_centre_days WHERE centre_id = ? AND day BETWEEN ? AND ?')
    .all(centreId, from, to) as DayRow[]
  const saleRows = dayRows.map((r) => ({ day: r.day, n: r.sales, revenue: r.revenue }))
  const ptSessions = dayRows.reduce((s, r) => s + r.pt, 0)
  const centre = centreById(db, centreId)
  const csid = centre?.wire.centerServiceId ?? -1
  // Open leads created by the range's last day: the centre's open leads less those created after it.
  const openLeads = (db.prepare('SELECT open_leads FROM dash_lead_centres WHERE center_service_id = ?').pluck().get(csid) as number | undefined) ?? 0
  const createdAfter = db.prepare('SELECT COALESCE(SUM(open_leads), 0) FROM dash_lead_days WHERE center_service_id = ? AND day > ?').pluck().get(csid, to) as number
  const leadsDue = openLeads - createdAfter
  const renewalsDue = db
    .prepare('SELECT COALESCE(SUM(memberships_ending), 0) FROM dash_centre_days WHERE centre_id = ? AND day BETWEEN ? AND ?')
    .pluck()
    .get(centreId, from, addDays(to, RENEWAL_WINDOW_DAYS)) as number

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
