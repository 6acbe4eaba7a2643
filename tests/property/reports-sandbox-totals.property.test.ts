import * as E from 'fp-ts/Either'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPORT_KINDS } from '../../core/reports/report'
import { REPORT_COLUMNS } from '../../core/reports/report-columns'
import { epochMs } from '../../core/shared/brands'
import { addDays, centreDayOf } from '../../core/shared/centre-day'
import type { Db } from '../../sandbox/db/database'
import { openDatabase } from '../../sandbox/db/database'
import { runReportSql } from '../../sandbox/reports/run-report'
import { reseed } from '../../sandbox/seed/seed'

/*
 * The sandbox computes every report in SQL; its totals are a second query over the same rows.
 * Law: for random data (the seed plus random orders, payments, leads and visits written on top)
 * and any range, search and sort, each total equals the sum of the listed rows' figures.
 */

const NOW = Date.UTC(2026, 10, 26, 9, 0)
const DAY = 86_400_000
let db: Db

beforeAll(() => {
  db = openDatabase(':memory:')
  reseed(db, NOW)
})
afterAll(() => db.close())

const orderArb = fc.record({
  centre: fc.constantFrom(1, 3, 6, 7),
  daysAgo: fc.integer({ min: 0, max: 120 }),
  minute: fc.integer({ min: 0, max: 24 * 60 - 1 }),
  channel: fc.constantFrom('CASH', 'GATEWAY', 'GROUP'),
  status: fc.constantFrom('PAYMENT_COMPLETED', 'PAYMENT_FAILED', 'CREATED'),
  rupees: fc.integer({ min: 1, max: 50_000 }),
  pt: fc.boolean(),
  staff: fc.constantFrom('staff-owner', 'staff-cm', 'staff-frontdesk'),
})
const visitArb = fc.record({ centre: fc.constantFrom(1, 6), daysAgo: fc.integer({ min: 0, max: 60 }), minute: fc.integer({ min: 0, max: 1439 }), user: fc.integer({ min: 0, max: 50 }) })

const write = (orders: { centre: number; daysAgo: number; minute: number; channel: string; status: string; rupees: number; pt: boolean; staff: string }[], visits: { centre: number; daysAgo: number; minute: number; user: number }[]): void => {
  const o = db.prepare('INSERT INTO sale_orders (order_id, user_id, centre_id, channel, status, amount_paise, request, created_by, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
  const p = db.prepare("INSERT INTO terminal_payments (payment_id, order_id, tid, request_id, amount_paise, state, failure_code, created_at) VALUES (?, ?, 'EDC-1001-A', ?, ?, ?, ?, ?)")
  orders.forEach((x, i) => {
    const at = NOW - x.daysAgo * DAY - (NOW % DAY) + x.minute * 60_000
    const id = `ORD-P${i}`
    const m = { userId: '300001', kind: x.pt ? 'PT' : 'PACK', centreId: x.centre, pricePaise: x.rupees * 100, name: x.pt ? 'PT 12' : 'Gym 3 months' }
    o.run(id, `${300001 + i}`, x.centre, x.channel, x.status, x.rupees * 100, JSON.stringify({ priced: { memberships: [m] } }), x.staff, at, at)
    if (x.channel === 'GATEWAY') p.run(`PAY-P${i}`, id, `REQ-P${i}`, x.rupees * 100, x.status === 'PAYMENT_FAILED' ? 'FAILED' : 'SUCCESS', x.status === 'PAYMENT_FAILED' ? 'DECLINED' : null, at)
  })
  const c = db.prepare("INSERT INTO check_ins (id, centre_id, user_id, start_time, state, pass_code, data, full) VALUES (?, ?, ?, ?, 'validated', NULL, '{}', '{}')")
  visits.forEach((v, i) => c.run(800_000_000 + i, v.centre, String(300001 + v.user), NOW - v.daysAgo * DAY - (NOW % DAY) + v.minute * 60_000))
}

describe('sandbox reports: totals equal the sum of their rows', () => {
  it('for random data, every report, range, search and sort', () => {
    const today = centreDayOf(epochMs(NOW))
    fc.assert(
      fc.property(
        fc.array(orderArb, { maxLength: 30 }),
        fc.array(visitArb, { maxLength: 30 }),
        fc.constantFrom(...REPORT_KINDS),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 60 }),
        fc.constantFrom('', 'a', 'cash', '2026', 'r'),
        fc.boolean(),
        fc.constantFrom(1, 3, 6, 7),
        (orders, visits, kind, back, span, filter, sorted, centreId) => {
          db.exec('SAVEPOINT law')
          try {
            write(orders, visits)
            const from = addDays(today, -back)
            const to = addDays(from, span)
            const sortBy = sorted ? { field: REPORT_COLUMNS[kind][0]?.key ?? 'day', sortOrder: 'DESC' as const } : undefined
            const r = runReportSql(db, { kind, centreId, from, to, filter, ...(sortBy === undefined ? {} : { sortBy }) }, NOW)
            expect(E.isRight(r)).toBe(true)
            if (E.isLeft(r)) return
            for (const c of r.right.columns.filter((x) => x.type === 'money' || x.type === 'count')) {
              const sum = r.right.rows.reduce((n, row) => n + (typeof row[c.key] === 'number' ? (row[c.key] as number) : 0), 0)
              expect(r.right.totals[c.key]).toBe(sum)
            }
            for (const row of r.right.rows) expect(Object.keys(row)).toEqual(r.right.columns.map((c) => c.key))
          } finally {
            db.exec('ROLLBACK TO law')
            db.exec('RELEASE law')
          }
        },
      ),
      { numRuns: 120 },
    )
  }, 120_000)

  it('a completed cash sale shows in revenue and cash sales at once, and counts once', () => {
    const today = centreDayOf(epochMs(NOW))
    const before = runReportSql(db, { kind: 'revenue', centreId: 1, from: today, to: today }, NOW)
    const cashBefore = runReportSql(db, { kind: 'cashSales', centreId: 1, from: today, to: today }, NOW)
    db.exec('SAVEPOINT sale')
    try {
      write([{ centre: 1, daysAgo: 0, minute: 600, channel: 'CASH', status: 'PAYMENT_COMPLETED', rupees: 5_900, pt: false, staff: 'staff-owner' }], [])
      const after = runReportSql(db, { kind: 'revenue', centreId: 1, from: today, to: today }, NOW)
      const cashAfter = runReportSql(db, { kind: 'cashSales', centreId: 1, from: today, to: today }, NOW)
      if (E.isLeft(before) || E.isLeft(after) || E.isLeft(cashBefore) || E.isLeft(cashAfter)) throw new Error('report refused')
      expect((after.right.totals.revenue ?? 0) - (before.right.totals.revenue ?? 0)).toBe(590_000)
      expect((after.right.totals.cash ?? 0) - (before.right.totals.cash ?? 0)).toBe(590_000)
      expect(cashAfter.right.rows.length - cashBefore.right.rows.length).toBe(1)
    } finally {
      db.exec('ROLLBACK TO sale')
      db.exec('RELEASE sale')
    }
  })
})
