import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../sandbox/db/database'
import { cursorSigner } from '../../../sandbox/paging/keyset'
import { day, member, PACK, STAFF_NAME } from '../../../sandbox/reports/report-sql'
import { reportPage } from '../../../sandbox/reports/report-page'
import { SALE_SEARCH_REBUILD_SQL } from '../../../sandbox/reports/sale-search-sql'
import { SCALE_CENTRE_FIRST_ID } from '../../../sandbox/seed/scale/centres'
import { reseed } from '../../../sandbox/seed/seed'

/*
 * The cash sales search reads kept texts behind a trigram index. Its meaning is the report's: a sale
 * of the days is found when its member, order, pack, seller or day holds the search, case-insensitively.
 * The oracle reads those texts from the source tables as the report shows them (no kept text, no
 * index) and checks each one; the search must find exactly those sales, also after members, sellers,
 * packs and sales change.
 */

const NOW = Date.UTC(2026, 10, 26, 6, 0)
const FROM = '2026-06-01'
const TO = '2026-11-26'
const CENTRE = SCALE_CENTRE_FIRST_ID

const db = openDatabase(':memory:')
reseed(db, NOW, 0.01)
const sign = cursorSigner(db)

/** The sales the search finds, read page by page through the report. */
const found = (search: string): string[] => {
  const ids: string[] = []
  let cursor: string | undefined
  for (;;) {
    const page = reportPage(db, sign, 'cashSales', CENTRE, FROM, TO, { pageSize: 100, search, ...(cursor === undefined ? {} : { cursor }) }, NOW)
    if (E.isLeft(page)) throw new Error(page.left.message)
    ids.push(...page.right.rows.map((r) => String(r.order)))
    if (page.right.next === null) return ids.sort()
    cursor = page.right.next
  }
}

/** The oracle: every cash sale of the days whose shown texts hold the search (SQLite's lower() lower-cases ASCII letters). */
const expected = (search: string): string[] => {
  const q = search.trim().toLowerCase()
  const rows = db
    .prepare(
      `SELECT o.order_id AS id, ${member('cu')} AS member, ${PACK('o')} AS pack, ${STAFF_NAME('o')} AS seller, ${day('o.created_at')} AS day
       FROM sale_orders o LEFT JOIN customers cu ON cu.id = o.user_id
       WHERE o.centre_id = ? AND o.status = 'PAYMENT_COMPLETED' AND o.channel IN ('CASH', 'GROUP') AND o.created_at >= ? AND o.created_at < ?`,
    )
    .all(CENTRE, Date.UTC(2026, 4, 31, 18, 30), Date.UTC(2026, 10, 26, 18, 30)) as { id: string; member: string; pack: string; seller: string; day: string }[]
  const lower = (s: string): string => s.replace(/[A-Z]/g, (c) => c.toLowerCase())
  return rows
    .filter((r) => [r.member, r.id, r.pack, r.seller, r.day].some((t) => lower(t).includes(q)))
    .map((r) => r.id)
    .sort()
}

/** Texts the flagship's sales hold, to cut searches from. */
const texts = (): string[] =>
  db
    .prepare(
      `SELECT ${member('cu')} || '|' || o.order_id || '|' || ${PACK('o')} || '|' || ${STAFF_NAME('o')} FROM sale_orders o LEFT JOIN customers cu ON cu.id = o.user_id
       WHERE o.centre_id = ? AND o.channel IN ('CASH', 'GROUP') LIMIT 200`,
    )
    .pluck()
    .all(CENTRE) as string[]

const searchArb = (pool: readonly string[]) =>
  fc.oneof(
    fc.tuple(fc.constantFrom(...pool), fc.nat(), fc.integer({ min: 1, max: 12 }), fc.boolean()).map(([t, at, n, upper]) => {
      const cut = t.slice(at % t.length, (at % t.length) + n).replace('|', '')
      return upper ? cut.toUpperCase() : cut
    }),
    fc.constantFrom('a', 'Ra', 'ORD', '2026-1', '-11-', 'gymfit', 'Front', 'Unknown member', 'zzzq', '"x', "o'", '%', '_', 'a b', '"*^', 'NEAR(a b)', 'x AND y OR', '((('),
    fc.string({ maxLength: 6 }),
  )

describe('the cash sales search, behind its index', () => {
  it('finds exactly the sales whose member, order, pack, seller or day holds the search', () => {
    const pool = texts()
    expect(pool.length).toBeGreaterThan(20)
    fc.assert(
      fc.property(searchArb(pool), (search) => {
        if (search.trim() === '') return
        expect(found(search)).toEqual(expected(search))
      }),
      { numRuns: 60 },
    )
  })

  it('answers a page for any text, the index’s query words and characters included', () => {
    for (const search of ['\u0000ab\u0000', 'x\u0000yz\u0000w', 'a\ud800bc', '💪💪💪', '""""', '* * *', 'NEAR(a b)', '\\\\']) {
      expect(E.isRight(reportPage(db, sign, 'cashSales', CENTRE, FROM, TO, { search }, NOW)), search).toBe(true)
    }
  })

  it('keeps finding them after members, sellers, packs and sales change', () => {
    const order = db.prepare("SELECT order_id, user_id, created_by FROM sale_orders WHERE centre_id = ? AND channel = 'CASH' AND status = 'PAYMENT_COMPLETED' AND created_at >= ? LIMIT 1").get(CENTRE, NOW - 60 * 86_400_000) as {
      order_id: string
      user_id: string
      created_by: string
    }
    expect(order).toBeDefined()
    db.prepare("UPDATE customers SET first_name = 'Quillon', last_name = 'Verbeek' WHERE id = ?").run(order.user_id)
    expect(found('quillon verb')).toEqual(expected('quillon verb'))
    expect(found('quillon verb').length).toBeGreaterThan(0)

    const staff = db.prepare('SELECT data FROM staff WHERE id = ?').pluck().get(order.created_by) as string | undefined
    if (staff !== undefined) {
      db.prepare('UPDATE staff SET data = ? WHERE id = ?').run(JSON.stringify({ ...(JSON.parse(staff) as object), name: 'Xavera Front' }), order.created_by)
      expect(found('xavera')).toEqual(expected('xavera'))
      expect(found('xavera').length).toBeGreaterThan(0)
    }

    // The scale seed's sales name packs the catalogue does not hold: adding one, renaming it and removing it changes what they show.
    const product = db.prepare("SELECT json_extract(request, '$.priced.memberships[0].productId') FROM sale_orders WHERE order_id = ?").pluck().get(order.order_id) as string
    db.prepare("INSERT INTO sale_products (product_id, kind, centre_id, selling_price_paise, duration_days, position, data) VALUES (?, 'PACK', ?, 100, 30, 99, '{\"title\":\"Zephyrine Pass\"}')").run(product, CENTRE)
    expect(found('zephyrine')).toEqual(expected('zephyrine'))
    expect(found('zephyrine').length).toBeGreaterThan(0)
    db.prepare("UPDATE sale_products SET data = json_set(data, '$.title', 'Yarrowmere Pass') WHERE product_id = ?").run(product)
    for (const q of ['zephyrine', 'yarrowmere']) expect(found(q)).toEqual(expected(q))
    expect(found('yarrowmere').length).toBeGreaterThan(0)
    db.prepare('DELETE FROM sale_products WHERE product_id = ?').run(product)
    expect(found('yarrowmere')).toEqual([])

    db.prepare("UPDATE sale_orders SET created_at = created_at + 86400000, request = json_set(request, '$.priced.memberships[0].name', 'Moved pack') WHERE order_id = ?").run(order.order_id)
    for (const q of ['moved pack', 'quillon', order.order_id.slice(-5)]) expect(found(q)).toEqual(expected(q))
    db.prepare('DELETE FROM customers WHERE id = ?').run(order.user_id)
    for (const q of ['quillon', 'unknown mem']) expect(found(q)).toEqual(expected(q))
    db.prepare('DELETE FROM sale_orders WHERE order_id = ?').run(order.order_id)
    expect(found(order.order_id)).toEqual([])
    // What the triggers kept is what reading every sale again gives (the backfill after a bulk load).
    const kept = (): unknown[] => db.prepare('SELECT order_id, member, pack, seller, day FROM sale_search_rows ORDER BY order_id').all()
    const before = kept()
    expect(before).toHaveLength(db.prepare('SELECT COUNT(*) FROM sale_orders').pluck().get() as number)
    db.exec(SALE_SEARCH_REBUILD_SQL)
    expect(kept()).toEqual(before)
  })
})
