import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DASHBOARD_RANGE_CHOICES, dashboardDays } from '../../core/dashboard/dashboard-range.rule'
import { type DashboardRecords, summariseDashboard } from '../../core/dashboard/summarise-dashboard.rule'
import { timeOfDayBucketIndex } from '../../core/dashboard/time-of-day.rule'
import { epochMs } from '../../core/shared/brands'
import { DAY_MS } from '../../core/shared/constants'
import { openDatabase } from '../../sandbox/db/database'
import { dashboardSummary } from '../../sandbox/http/routes/dashboards.routes'

/*
 * The sandbox computes the dashboard with SQL over its own tables; the core's summariseDashboard is
 * the reference. For random records around a random instant, both give the same figures, and the
 * figures hang together (totals are the sums of their days; buckets never exceed the total).
 */

const BASE = Date.UTC(2026, 10, 26, 6, 0)
const around = fc.integer({ min: BASE - 70 * DAY_MS, max: BASE + 40 * DAY_MS })
const recordsArb = fc.record({
  checkIns: fc.array(fc.record({ at: around, state: fc.constantFrom('validated', 'created', 'cancelled') }), { maxLength: 60 }),
  plays: fc.array(around, { maxLength: 30 }),
  sales: fc.array(fc.record({ at: around, amount: fc.integer({ min: 0, max: 5_000_000 }), status: fc.constantFrom('PAYMENT_COMPLETED', 'CREATED', 'PAYMENT_FAILED') }), { maxLength: 30 }),
  pt: fc.array(fc.record({ at: around, status: fc.constantFrom('ATTENDED', 'BOOKED', 'CANCELLED', 'NO_SHOW') }), { maxLength: 20 }),
  leads: fc.array(fc.record({ at: around, status: fc.constantFrom('ACTIVE', 'CLOSED') }), { maxLength: 10 }),
  ends: fc.array(around, { maxLength: 20 }),
  centre: fc.constantFrom(1, 4),
})
type Generated = typeof recordsArb extends fc.Arbitrary<infer T> ? T : never

const db = openDatabase(':memory:')
const centre = (id: number, type: string) =>
  db.prepare('INSERT INTO centres (id, center_service_id, pt_enabled, data) VALUES (?, ?, 0, ?)').run(id, 1000 + id, JSON.stringify({ id, centerServiceId: 1000 + id, type }))
centre(1, 'GYMFIT')
centre(4, 'PLAY')

const store = (g: Generated): void => {
  for (const t of ['check_ins', 'play_bookings', 'sale_orders', 'pt_sessions', 'leads', 'customer_memberships']) db.prepare(`DELETE FROM ${t}`).run()
  // Each record is stored at the chosen centre and, to prove the centre filter, once more at the other one.
  for (const [c, other] of [[g.centre, g.centre === 1 ? 4 : 1]] as const) {
    for (const at of [c, other]) {
      g.checkIns.forEach((x, i) => db.prepare("INSERT INTO check_ins (centre_id, user_id, start_time, state, data, full) VALUES (?, ?, ?, ?, '{}', '{}')").run(at, `u${i}`, x.at, x.state))
      g.plays.forEach((x, i) =>
        db.prepare("INSERT INTO play_bookings (id, slot_id, user_id, centre_id, sport_id, start_at, end_at, created_by, created_at) VALUES (?, ?, ?, ?, 1, ?, ?, 's', 0)").run(`${at}-${i}`, `slot-${at}-${i}`, `u${i}`, at, x, x + 3_600_000),
      )
      g.sales.forEach((x, i) =>
        db
          .prepare("INSERT INTO sale_orders (order_id, user_id, centre_id, channel, status, amount_paise, request, created_by, created_at, updated_at) VALUES (?, 'u', ?, 'CASH', ?, ?, '{}', 's', ?, ?)")
          .run(`o-${at}-${i}`, at, x.status, x.amount, x.at, x.at),
      )
      g.pt.forEach((x) =>
        db.prepare("INSERT INTO pt_sessions (user_id, trainer_id, start_time, end_time, status, data) VALUES ('u', 't', ?, ?, ?, ?)").run(x.at, x.at + 3_600_000, x.status, JSON.stringify({ centerId: at })),
      )
      g.leads.forEach((x) => db.prepare("INSERT INTO leads (user_id, center_service_id, category, status, data) VALUES ('u', ?, 'GYM_LEAD', ?, ?)").run(1000 + at, x.status, JSON.stringify({ createdAt: x.at })))
      g.ends.forEach((x) => db.prepare("INSERT INTO customer_memberships (user_id, kind, start_at, end_at, data) VALUES ('u', 'GYM', 0, ?, ?)").run(x, JSON.stringify({ centerId: at })))
    }
  }
}

const recordsOf = (g: Generated): DashboardRecords => ({
  visitKind: g.centre === 4 ? 'PLAY_BOOKINGS' : 'CHECK_INS',
  visits: g.centre === 4 ? g.plays.map((at) => ({ at: epochMs(at) })) : g.checkIns.filter((c) => c.state === 'validated').map((c) => ({ at: epochMs(c.at) })),
  sales: g.sales.filter((s) => s.status === 'PAYMENT_COMPLETED').map((s) => ({ at: epochMs(s.at), amount: s.amount })),
  ptSessions: g.pt.map((p) => ({ at: epochMs(p.at), cancelled: p.status === 'CANCELLED' })),
  leads: g.leads.map((l) => ({ createdAt: epochMs(l.at), active: l.status === 'ACTIVE' })),
  membershipEnds: g.ends.map(epochMs),
})

describe('dashboard figures: the sandbox’s SQL and the core’s reference agree', () => {
  it('for random records, every range choice and any instant of the day', () => {
    fc.assert(
      fc.property(recordsArb, fc.constantFrom(...DASHBOARD_RANGE_CHOICES), fc.integer({ min: BASE - DAY_MS, max: BASE + 35 * DAY_MS }), (g, choice, now) => {
        store(g)
        const range = dashboardDays(choice, epochMs(now))
        const fromSql = dashboardSummary(db, g.centre, g.centre === 4, range.from, range.to)
        const reference = summariseDashboard(recordsOf(g), { centreId: g.centre, ...range })
        expect({
          ...fromSql,
          centreId: fromSql.centerId,
          from: fromSql.startDate,
          to: fromSql.endDate,
        }).toEqual({ ...reference, centerId: g.centre, startDate: range.from, endDate: range.to })
        const total = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0)
        expect(total(fromSql.days.map((d) => d.visits))).toBe(fromSql.visits)
        expect(total(fromSql.days.map((d) => d.revenue))).toBe(fromSql.revenue)
        expect(total(fromSql.visitsByTimeOfDay.map((b) => b.count))).toBeLessThanOrEqual(fromSql.visits)
      }),
      { numRuns: 60 },
    )
  })
})

describe('time-of-day buckets (part 3 §9: 4-9, 9-14, 14-18, 18-23)', () => {
  it('put every hour in at most one bucket, and 23 to 4 in none', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), (h) => {
        const i = timeOfDayBucketIndex(h)
        if (h >= 23 || h < 4) expect(i).toBeUndefined()
        else expect(i).toBe(h < 9 ? 0 : h < 14 ? 1 : h < 18 ? 2 : 3)
      }),
    )
  })
})
