import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { eachDay } from '../../core/dashboard/dashboard-range.rule'
import { RENEWAL_WINDOW_DAYS } from '../../core/dashboard/summarise-dashboard.rule'
import { TIME_OF_DAY_BUCKETS } from '../../core/dashboard/time-of-day.rule'
import { addDays, centreDayOf, centreHourOf, endOfCentreDay, startOfCentreDay } from '../../core/shared/centre-day'
import { epochMs } from '../../core/shared/brands'
import { DAY_MS } from '../../core/shared/constants'
import { DASHBOARD_SUMMARY_REBUILD_SQL } from '../../sandbox/dashboards/summaries-sql'
import { type Db, openDatabase } from '../../sandbox/db/database'
import { dashboardSummary } from '../../sandbox/http/routes/dashboards.routes'
import { PAGED_SQL } from '../../sandbox/reports/paged-report-sql'
import { reseed } from '../../sandbox/seed/seed'

/*
 * The dashboards read summaries kept per centre and centre day as rows are written. The law: after
 * any sequence of inserts, updates and deletes of the rows the dashboard counts (check-ins, play
 * bookings, sales, refunds, PT sessions, memberships, leads), the dashboard of every centre over
 * any range equals a recount of the raw rows, as the dashboard defines its figures:
 * - visits: validated check-ins (play bookings at a play centre) in the range's centre days, by
 *   the centre's hour of day and by day;
 * - sales and revenue: completed sales made in the range, each net of its successful refunds;
 * - PT sessions: not cancelled, at the centre, starting in the range;
 * - leads due: the centre's open leads created by the end of the range's last day;
 * - renewals due: memberships at the centre ending from the range's first day to 30 days after its last;
 * - and the cash sales report's count and total of the days: completed cash (and group-buy) sales, net of refunds.
 * The oracle reads the raw rows and counts them here, with the core's centre-day functions.
 */

const BASE_DAY = '2026-11-01'
const BASE = startOfCentreDay(BASE_DAY)
const GYM = { id: 1, csid: 101 }
const PLAY = { id: 2, csid: 102 }

const freshDb = (): Db => {
  const db = openDatabase(':memory:')
  const ins = db.prepare('INSERT INTO centres (id, center_service_id, pt_enabled, data) VALUES (?, ?, 1, ?)')
  ins.run(GYM.id, GYM.csid, JSON.stringify({ id: GYM.id, centerServiceId: GYM.csid, type: 'GYM', name: 'Gym' }))
  ins.run(PLAY.id, PLAY.csid, JSON.stringify({ id: PLAY.id, centerServiceId: PLAY.csid, type: 'PLAY', name: 'Arena' }))
  return db
}

/** An instant from two days before the base day to twelve days after, at any minute (centre midnights included). */
const instant = fc.integer({ min: -2 * 24 * 60, max: 12 * 24 * 60 }).map((m) => BASE + m * 60_000 + (m % 7 === 0 ? 59_999 : 0))
const centreId = fc.constantFrom(GYM.id, PLAY.id, 3)
const csid = fc.constantFrom(GYM.csid, PLAY.csid, 103)
const pick = fc.nat({ max: 1000 })

type Op =
  | { t: 'checkIn'; op: 'insert'; centre: number; at: number; state: string }
  | { t: 'checkIn'; op: 'update'; pick: number; centre: number; at: number; state: string }
  | { t: 'booking'; op: 'insert' | 'update'; pick: number; centre: number; at: number }
  | { t: 'sale'; op: 'insert' | 'update'; pick: number; centre: number; at: number; status: string; amount: number; channel: string }
  | { t: 'refund'; op: 'insert' | 'update'; pick: number; amount: number; status: string }
  | { t: 'pt'; op: 'insert' | 'update'; pick: number; centre: number | string | null; at: number; status: string }
  | { t: 'membership'; op: 'insert' | 'update'; pick: number; centre: number | null; at: number }
  | { t: 'lead'; op: 'insert' | 'update'; pick: number; csid: number; status: string; createdAt: number | null }
  | { t: 'delete'; table: string; pick: number }

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ t: fc.constant('checkIn' as const), op: fc.constant('insert' as const), centre: centreId, at: instant, state: fc.constantFrom('validated', 'validated', 'cancelled', 'pending') }),
  fc.record({ t: fc.constant('checkIn' as const), op: fc.constant('update' as const), pick, centre: centreId, at: instant, state: fc.constantFrom('validated', 'cancelled') }),
  fc.record({ t: fc.constant('booking' as const), op: fc.constantFrom('insert' as const, 'update' as const), pick, centre: centreId, at: instant }),
  fc.record({
    t: fc.constant('sale' as const),
    op: fc.constantFrom('insert' as const, 'insert' as const, 'update' as const),
    pick,
    centre: centreId,
    at: instant,
    status: fc.constantFrom('PAYMENT_COMPLETED', 'PAYMENT_COMPLETED', 'CREATED', 'PAYMENT_FAILED'),
    amount: fc.integer({ min: 100, max: 5_000_000 }),
    channel: fc.constantFrom('CASH', 'GROUP', 'GATEWAY'),
  }),
  fc.record({ t: fc.constant('refund' as const), op: fc.constantFrom('insert' as const, 'update' as const), pick, amount: fc.integer({ min: 1, max: 100_000 }), status: fc.constantFrom('SUCCESS', 'PENDING', 'FAILED') }),
  fc.record({ t: fc.constant('pt' as const), op: fc.constantFrom('insert' as const, 'update' as const), pick, centre: fc.constantFrom<number | string | null>(GYM.id, PLAY.id, String(GYM.id), null), at: instant, status: fc.constantFrom('BOOKED', 'ATTENDED', 'CANCELLED') }),
  fc.record({ t: fc.constant('membership' as const), op: fc.constantFrom('insert' as const, 'update' as const), pick, centre: fc.constantFrom<number | null>(GYM.id, PLAY.id, null), at: fc.integer({ min: -2, max: 45 }).map((d) => BASE + d * DAY_MS + 3_600_000) }),
  fc.record({
    t: fc.constant('lead' as const),
    op: fc.constantFrom('insert' as const, 'update' as const),
    pick,
    csid,
    status: fc.constantFrom('ACTIVE', 'ACTIVE', 'CLOSED'),
    createdAt: fc.option(fc.oneof(instant, fc.integer({ min: 1_600_000_000_000, max: 1_790_000_000_000 })), { nil: null }),
  }),
  fc.record({ t: fc.constant('delete' as const), table: fc.constantFrom('check_ins', 'play_bookings', 'sale_orders', 'order_refunds', 'pt_sessions', 'customer_memberships', 'leads'), pick }),
)

let serial = 0
const rowidAt = (db: Db, table: string, n: number): number | undefined => {
  const ids = db.prepare(`SELECT rowid FROM ${table} ORDER BY rowid`).pluck().all() as number[]
  return ids.length === 0 ? undefined : ids[n % ids.length]
}

const apply = (db: Db, o: Op): void => {
  serial += 1
  const s = serial
  switch (o.t) {
    case 'checkIn': {
      if (o.op === 'insert') {
        db.prepare("INSERT INTO check_ins (centre_id, user_id, start_time, state, data, full) VALUES (?, 'u', ?, ?, '{}', '{}')").run(o.centre, o.at, o.state)
        return
      }
      const id = rowidAt(db, 'check_ins', o.pick)
      if (id !== undefined) db.prepare('UPDATE check_ins SET centre_id = ?, start_time = ?, state = ? WHERE rowid = ?').run(o.centre, o.at, o.state, id)
      return
    }
    case 'booking': {
      if (o.op === 'insert') {
        db.prepare("INSERT INTO play_bookings (id, slot_id, user_id, centre_id, sport_id, start_at, end_at, created_by, created_at) VALUES (?, ?, 'u', ?, 1, ?, ?, 's', 0)").run(`b${s}`, `slot${s}`, o.centre, o.at, o.at + 3_600_000)
        return
      }
      const id = rowidAt(db, 'play_bookings', o.pick)
      if (id !== undefined) db.prepare('UPDATE play_bookings SET centre_id = ?, start_at = ? WHERE rowid = ?').run(o.centre, o.at, id)
      return
    }
    case 'sale': {
      if (o.op === 'insert') {
        db.prepare("INSERT INTO sale_orders (order_id, user_id, centre_id, channel, status, amount_paise, request, created_by, created_at, updated_at) VALUES (?, 'u', ?, ?, ?, ?, '{}', 's', ?, ?)").run(`ORD-${s}`, o.centre, o.channel, o.status, o.amount, o.at, o.at)
        return
      }
      const id = rowidAt(db, 'sale_orders', o.pick)
      if (id !== undefined) db.prepare('UPDATE sale_orders SET channel = ?, status = ?, amount_paise = ?, created_at = ? WHERE rowid = ?').run(o.channel, o.status, o.amount, o.at, id)
      return
    }
    case 'refund': {
      if (o.op === 'insert') {
        const orderRow = rowidAt(db, 'sale_orders', o.pick)
        const orderId = orderRow === undefined ? 'ORD-none' : (db.prepare('SELECT order_id FROM sale_orders WHERE rowid = ?').pluck().get(orderRow) as string)
        db.prepare(
          "INSERT INTO order_refunds (refund_id, order_id, amount_paise, mode, status, reason, membership_action, staff_id, created_at, idempotency_key) VALUES (?, ?, ?, 'CASH', ?, 'r', 'KEEP', 's', 0, ?)",
        ).run(`R${s}`, orderId, o.amount, o.status, `k${s}`)
        return
      }
      const id = rowidAt(db, 'order_refunds', o.pick)
      if (id !== undefined) db.prepare('UPDATE order_refunds SET status = ?, amount_paise = ? WHERE rowid = ?').run(o.status, o.amount, id)
      return
    }
    case 'pt': {
      const data = JSON.stringify(o.centre === null ? {} : { centerId: o.centre })
      if (o.op === 'insert') {
        db.prepare("INSERT INTO pt_sessions (user_id, trainer_id, start_time, end_time, status, data) VALUES ('u', 't', ?, ?, ?, ?)").run(o.at, o.at + 3_600_000, o.status, data)
        return
      }
      const id = rowidAt(db, 'pt_sessions', o.pick)
      if (id !== undefined) db.prepare('UPDATE pt_sessions SET start_time = ?, status = ?, data = ? WHERE rowid = ?').run(o.at, o.status, data, id)
      return
    }
    case 'membership': {
      const data = JSON.stringify(o.centre === null ? { name: 'x' } : { centerId: o.centre, name: 'x' })
      if (o.op === 'insert') {
        db.prepare("INSERT INTO customer_memberships (user_id, kind, start_at, end_at, data) VALUES ('u', 'GYM', 0, ?, ?)").run(o.at, data)
        return
      }
      const id = rowidAt(db, 'customer_memberships', o.pick)
      if (id !== undefined) db.prepare('UPDATE customer_memberships SET end_at = ?, data = ? WHERE rowid = ?').run(o.at, data, id)
      return
    }
    case 'lead': {
      const data = JSON.stringify(o.createdAt === null ? { comment: 'c' } : { createdAt: o.createdAt, comment: 'c' })
      if (o.op === 'insert') {
        db.prepare("INSERT INTO leads (user_id, center_service_id, category, status, data) VALUES ('u', ?, 'GYM_LEAD', ?, ?)").run(o.csid, o.status, data)
        return
      }
      const id = rowidAt(db, 'leads', o.pick)
      if (id !== undefined) db.prepare('UPDATE leads SET center_service_id = ?, status = ?, data = ? WHERE rowid = ?').run(o.csid, o.status, data, id)
      return
    }
    case 'delete': {
      const id = rowidAt(db, o.table, o.pick)
      if (id !== undefined) db.prepare(`DELETE FROM ${o.table} WHERE rowid = ?`).run(id)
    }
  }
}

type Json = { centerId?: unknown; createdAt?: unknown }

/** The dashboard recounted from the raw rows (the oracle). */
const recount = (db: Db, centre: { id: number; csid: number }, isPlay: boolean, from: string, to: string) => {
  const start = startOfCentreDay(from)
  const end = endOfCentreDay(to)
  const inRange = (t: number): boolean => t >= start && t <= end
  const visits = isPlay
    ? (db.prepare('SELECT centre_id, start_at AS t FROM play_bookings').all() as { centre_id: number; t: number }[]).filter((r) => r.centre_id === centre.id && inRange(r.t))
    : (db.prepare('SELECT centre_id, start_time AS t, state FROM check_ins').all() as { centre_id: number; t: number; state: string }[]).filter(
        (r) => r.centre_id === centre.id && r.state === 'validated' && inRange(r.t),
      )
  const refunds = db.prepare('SELECT order_id, amount_paise, status FROM order_refunds').all() as { order_id: string; amount_paise: number; status: string }[]
  const sales = (db.prepare('SELECT order_id, centre_id, channel, status, amount_paise, created_at FROM sale_orders').all() as { order_id: string; centre_id: number; channel: string; status: string; amount_paise: number; created_at: number }[])
    .filter((o) => o.centre_id === centre.id && o.status === 'PAYMENT_COMPLETED' && inRange(o.created_at))
    .map((o) => ({ day: centreDayOf(o.created_at), cash: o.channel === 'CASH' || o.channel === 'GROUP', net: o.amount_paise - refunds.filter((r) => r.order_id === o.order_id && r.status === 'SUCCESS').reduce((s, r) => s + r.amount_paise, 0) }))
  const pt = (db.prepare('SELECT start_time, status, data FROM pt_sessions').all() as { start_time: number; status: string; data: string }[]).filter(
    (p) => (JSON.parse(p.data) as Json).centerId === centre.id && p.status !== 'CANCELLED' && inRange(p.start_time),
  ).length
  const leads = (db.prepare('SELECT center_service_id, status, data FROM leads').all() as { center_service_id: number; status: string; data: string }[]).filter((l) => {
    const created = (JSON.parse(l.data) as Json).createdAt ?? 0
    return l.center_service_id === centre.csid && l.status === 'ACTIVE' && typeof created === 'number' && created <= end
  }).length
  const renewalEnd = endOfCentreDay(addDays(to, RENEWAL_WINDOW_DAYS))
  const renewals = (db.prepare('SELECT end_at, data FROM customer_memberships').all() as { end_at: number; data: string }[]).filter(
    (m) => (JSON.parse(m.data) as Json).centerId === centre.id && m.end_at >= start && m.end_at <= renewalEnd,
  ).length
  return {
    visits: visits.length,
    visitsByTimeOfDay: TIME_OF_DAY_BUCKETS.map(([fromHour, toHour]) => ({
      fromHour,
      toHour,
      count: visits.filter((v) => centreHourOf(epochMs(v.t)) >= fromHour && centreHourOf(epochMs(v.t)) < toHour).length,
    })),
    sales: sales.length,
    revenue: sales.reduce((s, o) => s + o.net, 0),
    ptSessions: pt,
    leadsDue: leads,
    renewalsDue: renewals,
    cash: { count: sales.filter((o) => o.cash).length, total: sales.filter((o) => o.cash).reduce((s, o) => s + o.net, 0) },
    days: eachDay(from, to).map((day) => ({
      day,
      visits: visits.filter((v) => centreDayOf(v.t) === day).length,
      sales: sales.filter((o) => o.day === day).length,
      revenue: sales.filter((o) => o.day === day).reduce((s, o) => s + o.net, 0),
    })),
  }
}

/** The cash sales report's count and total of the days, as it reads them from the kept summaries (sandbox/reports/paged-report-sql.ts). */
const cashKept = (db: Db, c: number, fromDay: string, toDay: string): { count: number; total: number } => {
  const t = db.prepare(PAGED_SQL.cashSales.keptTotals ?? '').get({ c, fromDay, toDay }) as { _n: number; amount: number }
  return { count: t._n, total: t.amount }
}

const SUMMARY_TABLES = ['dash_centre_hours', 'dash_centre_days', 'dash_lead_days', 'dash_lead_centres'] as const
/** A summary table's rows that count something (a row brought back to zero is the same as no row). */
const nonZero = (db: Db, table: string): unknown[] =>
  (db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2${table === 'dash_centre_hours' ? ', 3' : ''}`).all() as Record<string, unknown>[]).filter((r) =>
    Object.entries(r).some(([k, v]) => !['centre_id', 'center_service_id', 'day', 'hour'].includes(k) && v !== 0),
  )

const rangeArb = fc.tuple(fc.integer({ min: -3, max: 13 }), fc.integer({ min: 0, max: 12 })).map(([a, n]) => ({ from: addDays(BASE_DAY, a), to: addDays(BASE_DAY, a + n) }))

describe('the dashboards’ kept summaries', () => {
  it('equal a recount of the raw rows after any sequence of writes, for every centre and range', () => {
    fc.assert(
      fc.property(fc.array(opArb, { minLength: 10, maxLength: 80, size: 'max' }), fc.array(rangeArb, { minLength: 1, maxLength: 4 }), (ops, ranges) => {
        const db = freshDb()
        try {
          for (const o of ops) apply(db, o)
          for (const { from, to } of ranges) {
            for (const [centre, isPlay] of [
              [GYM, false],
              [PLAY, true],
            ] as const) {
              const { centerId: _c, startDate: _s, endDate: _e, visitKind: _k, ...kept } = dashboardSummary(db, centre.id, isPlay, from, to)
              expect({ ...kept, cash: cashKept(db, centre.id, from, to) }).toEqual(recount(db, centre, isPlay, from, to))
            }
          }
          // The migration's backfill (the recount after a bulk load) gives the very rows the triggers keep.
          const kept = SUMMARY_TABLES.map((t) => nonZero(db, t))
          db.exec(DASHBOARD_SUMMARY_REBUILD_SQL)
          expect(SUMMARY_TABLES.map((t) => nonZero(db, t))).toEqual(kept)
        } finally {
          db.close()
        }
      }),
      { numRuns: 80 },
    )
  })

  it('hold the seeded sandbox’s figures, the scale seed’s bulk load (loaded without them, then recounted) included', () => {
    const db = openDatabase(':memory:')
    const now = Date.UTC(2026, 10, 26, 6, 0)
    reseed(db, now, 0.001)
    const today = centreDayOf(now)
    const centres = db.prepare('SELECT id, center_service_id AS csid, json_extract(data, \'$.type\') AS type FROM centres ORDER BY id LIMIT 12').all() as { id: number; csid: number; type: string }[]
    expect(db.prepare('SELECT COUNT(*) FROM dash_centre_hours').pluck().get()).toBeGreaterThan(0)
    for (const c of centres) {
      for (const [from, to] of [
        [addDays(today, -29), today],
        [addDays(today, -200), addDays(today, -170)],
      ] as const) {
        const { centerId: _c, startDate: _s, endDate: _e, visitKind: _k, ...kept } = dashboardSummary(db, c.id, c.type === 'PLAY', from, to)
        expect({ ...kept, cash: cashKept(db, c.id, from, to) }).toEqual(recount(db, c, c.type === 'PLAY', from, to))
      }
    }
    db.close()
  })
})
