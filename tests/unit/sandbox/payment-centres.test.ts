import Database from 'better-sqlite3'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { reportCsvTable } from '../../../core/reports/report-cells.rule'
import { REPORT_COLUMNS } from '../../../core/reports/report-columns'
import { csvText } from '../../../core/shared/csv.rule'
import { reportExport } from '../../../sandbox/reports/report-page'
import { runReportSql } from '../../../sandbox/reports/run-report'
import { openDatabase } from '../../../sandbox/db/database'
import { MIGRATIONS } from '../../../sandbox/db/migrations'
import { startPayment } from '../../../sandbox/selling/terminal'
import { reseed } from '../../../sandbox/seed/seed'

/*
 * A card-machine payment names its centre, the centre of its order, so the payments and exceptions
 * reports read a centre's payments along their own index (docs/api/paging.md). The centre is
 * filled in for payments made before it existed, and kept on every write.
 */

const PAYMENT_CENTRES = MIGRATIONS.find((m) => m.name.startsWith('payment centres:'))
const NOW = Date.UTC(2026, 10, 26, 6, 0)

const order = (db: Database.Database, orderId: string, centreId: number): void => {
  db.prepare(
    "INSERT INTO sale_orders (order_id, user_id, centre_id, channel, status, amount_paise, request, created_by, created_at, updated_at) VALUES (?, '300001', ?, 'GATEWAY', 'CREATED', 590000, '{}', 'staff-cm', ?, ?)",
  ).run(orderId, centreId, NOW, NOW)
}
const centreOf = (db: Database.Database, paymentId: string): unknown => db.prepare('SELECT centre_id FROM terminal_payments WHERE payment_id = ?').pluck().get(paymentId)

describe('a card-machine payment names its centre', () => {
  it('is filled in, from its order, for the payments made before the centre was kept', () => {
    expect(PAYMENT_CENTRES).toBeDefined()
    const db = new Database(':memory:')
    for (const m of MIGRATIONS) if (m !== PAYMENT_CENTRES) db.exec(m.sql)
    order(db, 'ORD-1', 3)
    order(db, 'ORD-2', 5)
    const pay = db.prepare("INSERT INTO terminal_payments (payment_id, order_id, tid, request_id, amount_paise, state, created_at) VALUES (?, ?, 'EDC-1', ?, 590000, 'SUCCESS', ?)")
    pay.run('PAY-1', 'ORD-1', 'REQ-1', NOW)
    pay.run('PAY-2', 'ORD-2', 'REQ-2', NOW)
    db.exec(PAYMENT_CENTRES?.sql ?? '')
    expect([centreOf(db, 'PAY-1'), centreOf(db, 'PAY-2')]).toEqual([3, 5])
  })

  it('is kept when a payment is written without it, and when the card machine takes one', () => {
    const db = openDatabase(':memory:')
    order(db, 'ORD-A', 4)
    db.prepare("INSERT INTO terminal_payments (payment_id, order_id, tid, request_id, amount_paise, state, created_at) VALUES ('PAY-A', 'ORD-A', 'EDC-1', 'REQ-A', 590000, 'WAITING', ?)").run(NOW)
    expect(centreOf(db, 'PAY-A')).toBe(4)
    order(db, 'ORD-B', 6)
    const paymentId = startPayment(db, 'ORD-B', 'EDC-1', 'REQ-B', 590000, null, NOW)
    expect(centreOf(db, paymentId)).toBe(6)
  })

  it('is its order’s centre for every payment of the seed', () => {
    const db = openDatabase(':memory:')
    reseed(db, NOW, 0.01)
    const rows = db.prepare('SELECT COUNT(*) AS n, SUM(tp.centre_id IS o.centre_id) AS same FROM terminal_payments tp JOIN sale_orders o ON o.order_id = tp.order_id').get() as { n: number; same: number }
    expect(rows.n).toBeGreaterThan(0)
    expect(rows.same).toBe(rows.n)
  })

  it('leaves the payments and exceptions CSV exports as the whole reports (read through the orders) have them, at every centre', () => {
    const db = openDatabase(':memory:')
    reseed(db, NOW, 0.01)
    const centres = db.prepare('SELECT DISTINCT centre_id FROM terminal_payments').pluck().all() as number[]
    expect(centres.length).toBeGreaterThan(0)
    for (const kind of ['payments', 'exceptions'] as const) {
      let rows = 0
      for (const centreId of centres) {
        const whole = runReportSql(db, { kind, centreId, from: '2026-08-01', to: '2026-11-26' }, NOW)
        const streamed = reportExport(db, kind, centreId, '2026-08-01', '2026-11-26', {}, NOW)
        if (E.isLeft(whole) || E.isLeft(streamed)) throw new Error(`${kind} refused`)
        const lines = [...{ [Symbol.iterator]: streamed.right }].join('').split('\r\n')
        const table = reportCsvTable(REPORT_COLUMNS[kind], whole.right.rows)
        expect(lines[0]).toBe(csvText([table.fields]))
        expect(lines.slice(1).sort(), `${kind} at ${centreId}`).toEqual(table.data.map((r) => csvText([r])).sort())
        rows += table.data.length
      }
      expect(rows, kind).toBeGreaterThan(10)
    }
  })
})
