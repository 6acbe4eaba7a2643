import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '/work/wt-profile/sandbox/db/database'
import { seedIfEmpty } from '/work/wt-profile/sandbox/seed/seed'
import { reportPage, reportPageSql } from '/work/wt-profile/sandbox/reports/report-page'
import { cursorSigner } from '/work/wt-profile/sandbox/paging/keyset'
import { DAY_MS } from '/work/wt-profile/core/shared/constants'
import { centreDayOf, addDays } from '/work/wt-profile/core/shared/centre-day'
const dir = mkdtempSync(join(tmpdir(), 'pp-sort-'))
const db = openDatabase(dir)
const now = Date.now()
seedIfEmpty(db, now)
const ins = db.prepare("INSERT INTO sale_orders (order_id, user_id, centre_id, channel, status, amount_paise, request, created_by, created_at, updated_at) VALUES (?, ?, 1, 'CASH', 'PAYMENT_COMPLETED', ?, ?, 'staff-frontdesk', ?, ?)")
db.transaction(() => { for (let i = 0; i < 10000; i++) { const at = now - (i % 29) * DAY_MS - (i % 600) * 60000
  const request = JSON.stringify({ priced: { memberships: [{ name: i % 2 === 0 ? 'gymfit ELITE 1 month' : 'cultpass BLACK 6 months', kind: 'PACK', pricePaise: 249900 }] } })
  ins.run(`ORD-B${String(i).padStart(6, '0')}`, String(300001 + (i % 2000)), 249900 + (i % 7) * 10000, request, at, at) } })()
const sign = cursorSigner(db)
const to = centreDayOf(now) as string; const from = addDays(to, -29)
const time = (label: string, f: () => unknown) => { f(); const xs: number[] = []; for (let i = 0; i < 7; i++) { const t = performance.now(); f(); xs.push(performance.now() - t) } xs.sort((a, b) => a - b); console.log(label.padEnd(30), xs[3]!.toFixed(1), 'ms median') }
for (const sortKey of [undefined, 'day', 'order', 'amount']) for (const direction of ['ASC', 'DESC'] as const) {
  if (sortKey === undefined && direction === 'ASC') continue
  time(`${sortKey ?? 'default'} ${direction}`, () => { const r = reportPage(db, sign, 'cashSales', 1, from, to, { pageSize: 25, ...(sortKey === undefined ? {} : { sortKey, direction }) } as never, now); if (r._tag === 'Left') throw new Error(JSON.stringify(r.left)) })
}
for (const k of ['day', 'order', 'amount']) { const sql = reportPageSql('cashSales', k, false); console.log(k, (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all({ c: 1, s: 0, e: now }) as { detail: string }[]).map((r) => r.detail).join(' | ')) }
