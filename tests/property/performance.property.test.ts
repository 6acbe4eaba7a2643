import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DASHBOARD_RANGE_CHOICES, dashboardDays } from '../../core/dashboard/dashboard-range.rule'
import { type PerformanceRecords, pqsMetricDetail, summariseMyPerformance } from '../../core/performance/performance-records.rule'
import { PQS_METRICS } from '../../core/performance/pqs-metrics'
import { epochMs } from '../../core/shared/brands'
import { DAY_MS } from '../../core/shared/constants'
import { openDatabase } from '../../sandbox/db/database'
import { myPerformance, pqsMetric } from '../../sandbox/performance/performance-sql'

/*
 * The sandbox computes My Performance and the PQS metrics with SQL over its own tables; the core's
 * summariseMyPerformance and pqsMetricDetail are the reference. For random records around a random
 * instant, both agree, and the figures hang together (totals are the sums of their days, the cash
 * part never exceeds the revenue, a metric counts at most what it looks at).
 */

const BASE = Date.UTC(2026, 10, 26, 6, 0)
const around = fc.integer({ min: BASE - 45 * DAY_MS, max: BASE + 36 * DAY_MS })
const STAFF = ['staff-a', 'staff-b'] as const
const USERS = ['u0', 'u1', 'u2', 'nobody'] as const
const recordsArb = fc.record({
  orders: fc.array(
    fc.record({
      at: around,
      staff: fc.constantFrom(...STAFF),
      user: fc.constantFrom(...USERS),
      centre: fc.constantFrom(1, 4),
      channel: fc.constantFrom('CASH', 'GATEWAY', 'GROUP'),
      status: fc.constantFrom('PAYMENT_COMPLETED', 'CREATED', 'PAYMENT_FAILED'),
      amount: fc.integer({ min: 0, max: 5_000_000 }),
    }),
    { minLength: 10, maxLength: 40, size: 'max' },
  ),
  // Leads mostly come before the sales they lead to.
  leads: fc.array(fc.record({ at: fc.integer({ min: BASE - 45 * DAY_MS, max: BASE + 10 * DAY_MS }), staff: fc.constantFrom(...STAFF), user: fc.constantFrom(...USERS), centre: fc.constantFrom(1, 4) }), { minLength: 5, maxLength: 15, size: 'max' }),
  pitches: fc.array(fc.record({ at: around, staff: fc.constantFrom(...STAFF), centre: fc.constantFrom(1, 4) }), { maxLength: 15 }),
  pt: fc.array(fc.record({ at: around, user: fc.constantFrom(...USERS), centre: fc.constantFrom(1, 4), status: fc.constantFrom('ATTENDED', 'BOOKED', 'CANCELLED', 'NO_SHOW') }), { maxLength: 20 }),
})
type Generated = typeof recordsArb extends fc.Arbitrary<infer T> ? T : never

const db = openDatabase(':memory:')
const NAMES: Readonly<Record<string, string>> = { u0: 'Diya Menon', u1: 'Kabir Das', u2: 'Isha Rao', u3: 'Dev Shah' }
for (const [id, name] of Object.entries(NAMES)) {
  const [first, last] = name.split(' ')
  db.prepare('INSERT INTO customers (id, first_name, last_name, phone, email, is_phone_verified, profile_picture_url, city_id, created_at) VALUES (?, ?, ?, ?, NULL, 1, NULL, 1, 0)').run(
    id,
    first,
    last,
    `90000000${id.slice(1).padStart(2, '0')}`,
  )
}
const memberOf = (user: string): string => NAMES[user] ?? 'Unknown member'

const store = (g: Generated): void => {
  for (const t of ['sale_orders', 'leads', 'pitches', 'pt_sessions']) db.prepare(`DELETE FROM ${t}`).run()
  g.orders.forEach((o, i) =>
    db
      .prepare('INSERT INTO sale_orders (order_id, user_id, centre_id, channel, status, amount_paise, request, created_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
      .run(`o-${String(i).padStart(3, '0')}`, o.user, o.centre, o.channel, o.status, o.amount, '{}', o.staff, o.at, o.at),
  )
  g.leads.forEach((l) =>
    db.prepare("INSERT INTO leads (user_id, center_service_id, category, status, data) VALUES (?, ?, 'GYM_LEAD', 'ACTIVE', ?)").run(l.user, 1000 + l.centre, JSON.stringify({ createdBy: l.staff, createdAt: l.at })),
  )
  g.pitches.forEach((p) => db.prepare("INSERT INTO pitches (user_id, kind, created_at, data) VALUES ('u0', 'GYM_JOINING', ?, ?)").run(p.at, JSON.stringify({ staffId: p.staff, centerId: p.centre })))
  g.pt.forEach((p, i) =>
    db
      .prepare("INSERT INTO pt_sessions (id, user_id, trainer_id, start_time, end_time, status, data) VALUES (?, ?, 't', ?, ?, ?, ?)")
      .run(i + 1, p.user, p.at, p.at + 3_600_000, p.status, JSON.stringify({ centerId: p.centre, trainerName: 'Rahul Nair' })),
  )
}

const recordsOf = (g: Generated): PerformanceRecords => ({
  orders: g.orders.map((o, i) => ({
    orderId: `o-${String(i).padStart(3, '0')}`,
    userId: o.user,
    member: memberOf(o.user),
    centreId: o.centre,
    staffId: o.staff,
    at: epochMs(o.at),
    amount: o.amount,
    cash: o.channel !== 'GATEWAY',
    status: o.status,
  })),
  leads: g.leads.map((l) => ({ centreId: l.centre, userId: l.user, createdBy: l.staff, at: epochMs(l.at) })),
  pitches: g.pitches.map((p) => ({ centreId: p.centre, staffId: p.staff, at: epochMs(p.at) })),
  ptSessions: g.pt.map((p, i) => ({ id: i + 1, centreId: p.centre, member: memberOf(p.user), trainer: 'Rahul Nair', at: epochMs(p.at), cancelled: p.status === 'CANCELLED' })),
})

const sum = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0)
const args = fc.tuple(recordsArb, fc.constantFrom(...DASHBOARD_RANGE_CHOICES), fc.integer({ min: BASE - DAY_MS, max: BASE + 35 * DAY_MS }), fc.constantFrom(1, 4), fc.constantFrom(...STAFF))

describe('My Performance: the sandbox’s SQL and the core’s reference agree', () => {
  it('for random records, every range choice, any instant, either centre and either staff member', () => {
    fc.assert(
      fc.property(args, ([g, choice, now, centre, staff]) => {
        store(g)
        const range = dashboardDays(choice, epochMs(now))
        const sql = myPerformance(db, centre, 1000 + centre, { id: staff, name: 'Staff' }, range.from, range.to)
        const ref = summariseMyPerformance(recordsOf(g), staff, 'Staff', { centreId: centre, ...range })
        expect({ ...sql, centreId: sql.centerId, from: sql.startDate, to: sql.endDate }).toEqual({ ...ref, centerId: centre, startDate: range.from, endDate: range.to })
        expect(sum(sql.days.map((d) => d.sales))).toBe(sql.sales)
        expect(sum(sql.days.map((d) => d.revenue))).toBe(sql.revenue)
        expect(sql.cashRevenue).toBeLessThanOrEqual(sql.revenue)
      }),
      { numRuns: 60 },
    )
  })
})

describe('PQS metrics: the sandbox’s SQL and the core’s reference agree', () => {
  it('for random records, every metric, range choice, instant and centre', () => {
    fc.assert(
      fc.property(args, fc.constantFrom(...PQS_METRICS), ([g, choice, now, centre], m) => {
        store(g)
        const range = dashboardDays(choice, epochMs(now))
        const sql = pqsMetric(db, m, centre, range.from, range.to)
        const ref = pqsMetricDetail(recordsOf(g), m, { centreId: centre, ...range })
        expect({
          ...sql,
          centreId: sql.centerId,
          from: sql.startDate,
          to: sql.endDate,
          percent: sql.percent ?? undefined,
          days: sql.days.map((d) => ({ ...d, percent: d.percent ?? undefined })),
        }).toEqual({ ...ref, centerId: centre, startDate: range.from, endDate: range.to })
        expect(sql.counted).toBeLessThanOrEqual(sql.total)
        expect(sum(sql.days.map((d) => d.total))).toBe(sql.total)
      }),
      { numRuns: 60 },
    )
  })
})
