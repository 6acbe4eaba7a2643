import { gunzipSync } from 'node:zlib'
import { isRight } from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { REPORT_EXPORT_PATHS, REPORT_PAGE_PATHS, REPORT_PATHS, ReportPageWire, type ReportPageWireT, ReportWire } from '../../../adapters/http/contract/report.codecs'
import { API_BASE, CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '../../../adapters/http/contract/wire'
import { REPORT_COLUMNS } from '../../../core/reports/report-columns'
import * as M from '../../../core/shared/messages'
import { PAGE_SIZE_MAX } from '../../../core/shared/paging.rule'
import { openDatabase } from '../../../sandbox/db/database'
import { createSandboxApp } from '../../../sandbox/http/app'
import { openSession, personaByName } from '../../../sandbox/http/sessions'
import { reportPageSql } from '../../../sandbox/reports/report-page'
import { SCALE_CENTRE_FIRST_ID } from '../../../sandbox/seed/scale/centres'
import { reseed } from '../../../sandbox/seed/seed'

const NOW = Date.UTC(2026, 10, 26, 6, 0)
const FROM = '2026-08-01'
const TO = '2026-11-26'

describe('the cash sales report, paged by the server', () => {
  const db = openDatabase(':memory:')
  reseed(db, NOW, 0.01)
  const owner = personaByName(db, 'owner')
  if (owner === undefined) throw new Error('no owner persona')
  const app = createSandboxApp({ db, now: () => NOW })
  const cookie = `${SESSION_COOKIE}=${openSession(db, owner.id, NOW)}`
  const post = async (path: string, body: unknown): Promise<{ status: number; body: unknown }> => {
    const res = await app.request(`${API_BASE}/${path}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE }, body: JSON.stringify(body) })
    return { status: res.status, body: await res.json() }
  }
  const flagship = SCALE_CENTRE_FIRST_ID
  const second = SCALE_CENTRE_FIRST_ID + 1
  const ask = (extra: Record<string, unknown> = {}, centre = flagship) => ({ ownerEntityIdentifier: String(centre), startDate: FROM, endDate: TO, ...extra })
  const page = async (extra: Record<string, unknown> = {}, centre = flagship): Promise<ReportPageWireT> => {
    const r = await post(REPORT_PAGE_PATHS.cashSales, ask(extra, centre))
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    const d = ReportPageWire.decode(r.body)
    if (!isRight(d)) throw new Error('the page does not decode')
    return d.right
  }
  const allPages = async (extra: Record<string, unknown>, between: () => void = () => undefined): Promise<ReportPageWireT[]> => {
    const pages = [await page(extra)]
    for (let next = pages[0]?.next; next !== null && next !== undefined; next = pages[pages.length - 1]?.next) {
      between()
      pages.push(await page({ ...extra, cursor: next }))
    }
    return pages
  }
  const whole = async (): Promise<ReadonlyArray<Record<string, unknown>>> => {
    const r = await post(REPORT_PATHS.cashSales, { page: 'cashSales', tab: 'cashSales', widget: 'table', entity: 'CENTER', ownerEntityIdentifier: String(flagship), startDate: FROM, endDate: TO })
    const d = ReportWire.decode(r.body)
    if (!isRight(d)) throw new Error('the report does not decode')
    return d.right.rows
  }

  it('pages partition the whole report: every row once, in the report’s order, with the count and totals of all of them', async () => {
    const all = await whole()
    // At this scale the flagship sells a few cash packs a week: several pages of seven.
    expect(all.length).toBeGreaterThan(30)
    const pages = await allPages({ pageSize: 7 })
    expect(pages.length).toBe(Math.ceil(all.length / 7))
    const rows = pages.flatMap((p) => p.rows)
    expect(rows).toEqual(all)
    for (const p of pages) {
      expect(p.total).toBe(all.length)
      expect(p.totals.amount).toBe(all.reduce((s, r) => s + Number(r.amount), 0))
    }
    expect(pages[pages.length - 1]?.next).toBeNull()
  })

  it('sorts by an allowed key in either direction, ties in order id', async () => {
    for (const direction of ['ASC', 'DESC'] as const) {
      const rows = (await allPages({ pageSize: PAGE_SIZE_MAX, sortKey: 'amount', direction })).flatMap((p) => p.rows)
      const sign = direction === 'ASC' ? 1 : -1
      for (let i = 1; i < rows.length; i += 1) {
        const [a, b] = [rows[i - 1], rows[i]]
        const c = sign * (Number(a?.amount) - Number(b?.amount)) || sign * String(a?.order).localeCompare(String(b?.order))
        expect(c).toBeLessThan(0)
      }
    }
  })

  it('searches on the server: every row found holds the text, and the count says how many', async () => {
    const all = await whole()
    const member = String(all[3]?.member)
    const q = member.slice(0, 4).toLowerCase()
    const found = (await allPages({ search: q.toUpperCase(), pageSize: 10 })).flatMap((p) => p.rows)
    const expected = all.filter((r) => [r.member, r.order, r.pack, r.soldBy, r.day].some((v) => String(v).toLowerCase().includes(q)))
    expect(found).toEqual(expected)
    const searched = await page({ search: q })
    expect([searched.total, searched.all]).toEqual([expected.length, all.length])
  })

  it('never repeats or skips a row while sales are made between two page reads', async () => {
    const before = (await whole()).map((r) => r.order)
    let n = 0
    const insert = db.prepare(
      "INSERT INTO sale_orders (order_id, user_id, centre_id, channel, status, amount_paise, request, created_by, created_at, updated_at) VALUES (?, '10000001', ?, 'CASH', 'PAYMENT_COMPLETED', ?, '{}', 'staff-owner', ?, ?)",
    )
    const pages = (
      await allPages({ pageSize: 25 }, () => {
        // One sale newer than every page read so far, one in the middle of the range, one older than all.
        for (const at of [NOW - 3_600_000, Date.UTC(2026, 9, 1) + n * 1000, Date.UTC(2026, 7, 1, 12) + n]) {
          n += 1
          insert.run(`ORD-PAGING-${String(n).padStart(4, '0')}`, flagship, 100_00 + n, at, at)
        }
      })
    )
    const orders = pages.flatMap((p) => p.rows.map((r) => r.order))
    expect(new Set(orders).size).toBe(orders.length)
    for (const o of before) expect(orders).toContain(o)
    db.prepare("DELETE FROM sale_orders WHERE order_id LIKE 'ORD-PAGING-%'").run()
  })

  it('refuses a cursor tampered with, one of another centre, sort or search, and one not a cursor, with a 400 and a message', async () => {
    const first = await page({ pageSize: 5 })
    const cursor = first.next
    if (cursor === null) throw new Error('one page only')
    const flipped = cursor.slice(0, 10) + (cursor[10] === 'A' ? 'B' : 'A') + cursor.slice(11)
    expect(await post(REPORT_PAGE_PATHS.cashSales, ask({ pageSize: 5, cursor: flipped }))).toEqual({ status: 400, body: { message: M.PAGE_CURSOR_INVALID } })
    expect(await post(REPORT_PAGE_PATHS.cashSales, ask({ pageSize: 5, cursor: 'not-a-cursor' }))).toEqual({ status: 400, body: { message: M.PAGE_CURSOR_INVALID } })
    expect(await post(REPORT_PAGE_PATHS.cashSales, ask({ pageSize: 5, cursor }, second))).toEqual({ status: 400, body: { message: M.PAGE_CURSOR_FOREIGN } })
    expect(await post(REPORT_PAGE_PATHS.cashSales, ask({ pageSize: 5, cursor, sortKey: 'amount' }))).toEqual({ status: 400, body: { message: M.PAGE_CURSOR_FOREIGN } })
    expect(await post(REPORT_PAGE_PATHS.cashSales, ask({ pageSize: 5, cursor, search: 'a' }))).toEqual({ status: 400, body: { message: M.PAGE_CURSOR_FOREIGN } })
    // The page size is not part of the list: a cursor reads on with another size.
    expect((await post(REPORT_PAGE_PATHS.cashSales, ask({ pageSize: 7, cursor }))).status).toBe(200)
  })

  it('refuses a page size out of bounds, a sort key not allowed and a search too long', async () => {
    for (const pageSize of [0, -1, PAGE_SIZE_MAX + 1, 10_000]) expect((await post(REPORT_PAGE_PATHS.cashSales, ask({ pageSize }))).status).toBe(400)
    expect(await post(REPORT_PAGE_PATHS.cashSales, ask({ sortKey: 'member' }))).toEqual({ status: 400, body: { message: M.pageSortNotAllowed(['day', 'time', 'order', 'amount']) } })
    expect((await post(REPORT_PAGE_PATHS.cashSales, ask({ search: 'x'.repeat(101) }))).status).toBe(400)
    expect((await post(REPORT_PAGE_PATHS.cashSales, ask({ direction: 'UP' }))).status).toBe(400)
    expect((await post(REPORT_PAGE_PATHS.cashSales, { ...ask(), startDate: '2026-13-01' })).status).toBe(400)
  })

  it('reads every sort with a paging index, and the report’s own order (newest first) along it with no sort in memory', () => {
    for (const sortKey of ['day', 'time', 'order', 'amount']) {
      for (const withCursor of [false, true]) {
        const sql = reportPageSql('cashSales', sortKey, withCursor)
        const params = { c: flagship, s: 0, e: NOW, k0: withCursor ? (sortKey === 'order' ? 'ORD' : 1) : undefined, k1: withCursor ? 'ORD' : undefined }
        const used = Object.fromEntries(Object.entries(params).filter(([k, v]) => v !== undefined && sql.includes(`:${k}`)))
        const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(used) as { detail: string }[]).map((r) => r.detail).join('\n')
        expect(plan, plan).toMatch(/USING (COVERING )?INDEX paging_sale_orders_by_/)
        // Another sort may find the range by the time index and sort the range's rows, or walk its own index: the planner's choice by selectivity.
        if (sortKey === 'day' || sortKey === 'time') expect(plan, plan).not.toMatch(/TEMP B-TREE FOR ORDER BY/)
      }
    }
  })

  it('finds a sorted page by the sort key alone and looks up its shown columns (pack, staff, member) for the page’s rows only', () => {
    for (const sortKey of ['day', 'time', 'order', 'amount']) {
      for (const withCursor of [false, true]) {
        const sql = reportPageSql('cashSales', sortKey, withCursor)
        const params = { c: flagship, s: 0, e: NOW, k0: withCursor ? (sortKey === 'order' ? 'ORD' : 1) : undefined, k1: withCursor ? 'ORD' : undefined }
        const used = Object.fromEntries(Object.entries(params).filter(([k, v]) => v !== undefined && sql.includes(`:${k}`)))
        const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(used) as { detail: string }[]).map((r) => r.detail)
        const pageRows = plan.findIndex((d) => /^SCAN k\b/.test(d))
        expect(pageRows, plan.join('\n')).toBeGreaterThan(0)
        const finding = plan.slice(0, pageRows).join('\n')
        expect(finding, finding).not.toMatch(/\b(sp|st|cu)\b USING/)
        expect(plan.slice(pageRows).join('\n')).toMatch(/SEARCH sp USING/)
      }
    }
    // The rows and keys are those of the plain query: the pages read the same list either way.
    const first = db.prepare(reportPageSql('cashSales', 'amount', false)).all({ c: flagship, s: 0, e: NOW }) as Record<string, unknown>[]
    expect(first.length).toBeGreaterThan(0)
    expect(first.map((r) => r._k0)).toEqual([...first.map((r) => r._k0)].sort((a, b) => Number(b) - Number(a)))
  })

  it('streams the CSV export: a header, then every row found in the table’s order (gzip when asked)', async () => {
    const rows = (await allPages({ pageSize: PAGE_SIZE_MAX, sortKey: 'amount', direction: 'ASC' })).flatMap((p) => p.rows)
    const url = `${API_BASE}/${REPORT_EXPORT_PATHS.cashSales}?centreId=${flagship}&startDate=${FROM}&endDate=${TO}&sortKey=amount&direction=ASC`
    const plain = await app.request(url, { headers: { cookie } })
    expect(plain.status).toBe(200)
    expect(plain.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(plain.headers.get('content-disposition')).toMatch(/^attachment; filename="cash-sales-2026-08-01-to-2026-11-26\.csv"$/)
    const lines = (await plain.text()).split('\r\n')
    expect(lines[0]).toBe(REPORT_COLUMNS.cashSales.map((c) => c.label).join(','))
    expect(lines.length).toBe(rows.length + 1)
    expect(lines.slice(1).map((l) => l.split(',')[2])).toEqual(rows.map((r) => r.order))
    const zipped = await app.request(url, { headers: { cookie, 'accept-encoding': 'gzip' } })
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8').split('\r\n')).toEqual(lines)
  })

  it('answers a centre the staff member does not hold with a 4xx, for a page and an export', async () => {
    const fd = personaByName(db, 'front-desk')
    if (fd === undefined) throw new Error('no front-desk persona')
    const theirs = `${SESSION_COOKIE}=${openSession(db, fd.id, NOW)}`
    const res = await app.request(`${API_BASE}/${REPORT_PAGE_PATHS.cashSales}`, {
      method: 'POST',
      headers: { cookie: theirs, 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE },
      body: JSON.stringify(ask()),
    })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    const csv = await app.request(`${API_BASE}/${REPORT_EXPORT_PATHS.cashSales}?centreId=${flagship}&startDate=${FROM}&endDate=${TO}`, { headers: { cookie: theirs } })
    expect(csv.status).toBeGreaterThanOrEqual(400)
    expect(csv.status).toBeLessThan(500)
  })
})
