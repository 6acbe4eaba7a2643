import type { MyPerformanceAnswer, PqsMetricAnswer } from '../../adapters/http/contract/performance.codecs'
import { eachDay } from '../../core/dashboard/dashboard-range.rule'
import { type PqsMetricDef, percentOf } from '../../core/performance/pqs-metrics'
import { endOfCentreDay, startOfCentreDay } from '../../core/shared/centre-day'
import type { Db } from '../db/database'

/** The centre's clock is Asia/Kolkata, UTC+05:30 all year, so SQL can shift by a constant. */
const IST_OFFSET_MS = 19_800_000
const DAY_SQL = (col: string) => `date((${col} + ${IST_OFFSET_MS}) / 1000, 'unixepoch')`
const MEMBER = `COALESCE(cu.first_name || ' ' || cu.last_name, 'Unknown member')`

type SaleDay = { day: string; n: number; revenue: number; cash: number }

/**
 * My Performance with SQL over the sandbox's own tables on every call (no kept totals): the staff
 * member's paid orders at the centre (sale_orders.created_by), their pitches (pitches.data.staffId),
 * the leads they created whose member then bought at the centre in the range, and the centre's PT
 * sessions not cancelled. The core's summariseMyPerformance is the same computation in TypeScript.
 */
export const myPerformance = (db: Db, centreId: number, centerServiceId: number, staff: { readonly id: string; readonly name: string }, from: string, to: string): MyPerformanceAnswer => {
  const start = startOfCentreDay(from)
  const end = endOfCentreDay(to)
  const days = db
    .prepare(
      `SELECT ${DAY_SQL('created_at')} AS day, COUNT(*) AS n, COALESCE(SUM(amount_paise), 0) AS revenue,
              COALESCE(SUM(CASE WHEN channel IN ('CASH', 'GROUP') THEN amount_paise ELSE 0 END), 0) AS cash
       FROM sale_orders WHERE centre_id = ? AND created_by = ? AND status = 'PAYMENT_COMPLETED' AND created_at BETWEEN ? AND ? GROUP BY day`,
    )
    .all(centreId, staff.id, start, end) as SaleDay[]
  const pitches = db
    .prepare("SELECT COUNT(*) FROM pitches WHERE json_extract(data, '$.staffId') = ? AND json_extract(data, '$.centerId') = ? AND created_at BETWEEN ? AND ?")
    .pluck()
    .get(staff.id, centreId, start, end) as number
  const leadsConverted = db
    .prepare(
      `SELECT COUNT(*) FROM leads l WHERE l.center_service_id = ? AND json_extract(l.data, '$.createdBy') = ? AND EXISTS (
         SELECT 1 FROM sale_orders o WHERE o.centre_id = ? AND o.user_id = l.user_id AND o.status = 'PAYMENT_COMPLETED'
           AND o.created_at BETWEEN ? AND ? AND o.created_at >= COALESCE(json_extract(l.data, '$.createdAt'), 0))`,
    )
    .pluck()
    .get(centerServiceId, staff.id, centreId, start, end) as number
  const ptSessions = db
    .prepare("SELECT COUNT(*) FROM pt_sessions WHERE json_extract(data, '$.centerId') = ? AND status != 'CANCELLED' AND start_time BETWEEN ? AND ?")
    .pluck()
    .get(centreId, start, end) as number
  const on = new Map(days.map((d) => [d.day, d]))
  return {
    centerId: centreId,
    startDate: from,
    endDate: to,
    staffName: staff.name,
    sales: days.reduce((s, d) => s + d.n, 0),
    revenue: days.reduce((s, d) => s + d.revenue, 0),
    cashRevenue: days.reduce((s, d) => s + d.cash, 0),
    pitches,
    leadsConverted,
    ptSessions,
    days: eachDay(from, to).map((day) => ({ day, sales: on.get(day)?.n ?? 0, revenue: on.get(day)?.revenue ?? 0 })),
  }
}

type Row = { at: number; reference: string; member: string; detail: string; counted: number }

/** The records behind a PQS metric, newest first, as SQL over the centre's orders or PT sessions. */
const METRIC_ROWS: Readonly<Record<PqsMetricDef['key'], string>> = {
  PAYMENT_SUCCESS: `SELECT o.created_at AS at, o.order_id AS reference, ${MEMBER} AS member,
      CASE o.status WHEN 'PAYMENT_COMPLETED' THEN 'Paid' ELSE 'Payment failed' END AS detail,
      CASE o.status WHEN 'PAYMENT_COMPLETED' THEN 1 ELSE 0 END AS counted
    FROM sale_orders o LEFT JOIN customers cu ON cu.id = o.user_id
    WHERE o.centre_id = ? AND o.status IN ('PAYMENT_COMPLETED', 'PAYMENT_FAILED') AND o.created_at BETWEEN ? AND ?`,
  PT_SESSIONS_HELD: `SELECT p.start_time AS at, 'PT session ' || p.id AS reference, ${MEMBER} AS member,
      CASE p.status WHEN 'CANCELLED' THEN 'Cancelled' ELSE 'With ' || COALESCE(json_extract(p.data, '$.trainerName'), 'a trainer') END AS detail,
      CASE p.status WHEN 'CANCELLED' THEN 0 ELSE 1 END AS counted
    FROM pt_sessions p LEFT JOIN customers cu ON cu.id = p.user_id
    WHERE json_extract(p.data, '$.centerId') = ? AND p.start_time BETWEEN ? AND ?`,
}

/** A PQS metric of a centre over a range: its records (SQL), their share by day (SQL GROUP BY over the same records). */
export const pqsMetric = (db: Db, m: PqsMetricDef, centreId: number, from: string, to: string): PqsMetricAnswer => {
  const args = [centreId, startOfCentreDay(from), endOfCentreDay(to)]
  const rows = db.prepare(`SELECT * FROM (${METRIC_ROWS[m.key]}) ORDER BY at DESC, reference`).all(...args) as Row[]
  const byDay = db
    .prepare(`SELECT ${DAY_SQL('at')} AS day, COUNT(*) AS total, SUM(counted) AS counted FROM (${METRIC_ROWS[m.key]}) GROUP BY day`)
    .all(...args) as { day: string; total: number; counted: number }[]
  const on = new Map(byDay.map((d) => [d.day, d]))
  const counted = rows.filter((r) => r.counted === 1).length
  const pct = (c: number, t: number) => percentOf(c, t) ?? null
  return {
    id: m.id,
    name: m.name,
    definition: m.definition,
    targetPercent: m.targetPercent,
    centerId: centreId,
    startDate: from,
    endDate: to,
    counted,
    total: rows.length,
    percent: pct(counted, rows.length),
    days: eachDay(from, to).map((day) => {
      const d = on.get(day)
      return { day, counted: d?.counted ?? 0, total: d?.total ?? 0, percent: pct(d?.counted ?? 0, d?.total ?? 0) }
    }),
    rows: rows.map((r) => ({ at: r.at, reference: r.reference, member: r.member, detail: r.detail, counted: r.counted === 1 })),
  }
}
