import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { REPORT_EXPORT_PATHS, REPORT_PAGE_PATHS, type ReportPageWireT } from '../../../adapters/http/contract/report.codecs'
import { API_BASE, CSRF_HEADER, CSRF_VALUE, SESSION_COOKIE } from '../../../adapters/http/contract/wire'
import { REPORT_COLUMNS } from '../../../core/reports/report-columns'
import { PAGED_REPORT_KINDS, PAGED_REPORT_SORTS, type PagedReportKind } from '../../../core/reports/report-paging.rule'
import * as M from '../../../core/shared/messages'
import { PAGE_SIZE_MAX, type PageRequest } from '../../../core/shared/paging.rule'
import { openDatabase } from '../../../sandbox/db/database'
import { createSandboxApp } from '../../../sandbox/http/app'
import { openSession, personaByName } from '../../../sandbox/http/sessions'
import { cursorSigner } from '../../../sandbox/paging/keyset'
import { reportPage, reportPageSql } from '../../../sandbox/reports/report-page'
import { runReportSql } from '../../../sandbox/reports/run-report'
import { reseed } from '../../../sandbox/seed/seed'

/*
 * Every report of a row an order, a payment, a lead, a membership or a member is read a page at a
 * time (docs/api/paging.md). The oracle is the whole report the sandbox also answers: the pages of
 * any sort hold its rows, each once, with its count and its totals.
 */

const NOW = Date.UTC(2026, 10, 26, 6, 0)
const FROM = '2026-08-01'
const TO = '2026-11-26'

type Row = Readonly<Record<string, string | number | null>>

describe('every paged report, paged by the server', () => {
  const db = openDatabase(':memory:')
  reseed(db, NOW, 0.01)
  const sign = cursorSigner(db)
  const centres = db.prepare('SELECT id FROM centres ORDER BY id').pluck().all() as number[]
  const whole = (kind: PagedReportKind, centreId: number) => {
    const r = runReportSql(db, { kind, centreId, from: FROM, to: TO }, NOW)
    if (E.isLeft(r)) throw new Error(r.left.message)
    return r.right
  }
  // Each report's centres, the one where it holds the most rows first.
  const byRows = Object.fromEntries(
    PAGED_REPORT_KINDS.map((kind) => [kind, centres.map((centreId) => ({ centreId, rows: whole(kind, centreId).rows.length })).sort((a, b) => b.rows - a.rows)]),
  ) as Record<PagedReportKind, { centreId: number; rows: number }[]>
  const busiest = Object.fromEntries(PAGED_REPORT_KINDS.map((kind) => [kind, byRows[kind][0]])) as Record<PagedReportKind, { centreId: number; rows: number }>
  const page = (kind: PagedReportKind, r: PageRequest, centreId = busiest[kind].centreId): ReportPageWireT => {
    const p = reportPage(db, sign, kind, centreId, FROM, TO, r, NOW)
    if (E.isLeft(p)) throw new Error(p.left.message)
    return p.right
  }
  const allPages = (kind: PagedReportKind, r: PageRequest, most = Number.MAX_SAFE_INTEGER): ReportPageWireT[] => {
    const pages = [page(kind, r)]
    for (let next = pages[0]?.next; next !== null && next !== undefined && pages.length < most; next = pages[pages.length - 1]?.next) pages.push(page(kind, { ...r, cursor: next }))
    return pages
  }
  const canonical = (rows: readonly Row[]): string[] => rows.map((r) => JSON.stringify(r)).sort()

  it('the seed gives every paged report several pages somewhere', () => {
    for (const kind of PAGED_REPORT_KINDS) expect(busiest[kind].rows, kind).toBeGreaterThan(7)
  })

  it('pages of any sort, direction and size partition the whole report, each with its count and totals', () => {
    const arb = fc
      .constantFrom(...PAGED_REPORT_KINDS)
      .chain((kind) => fc.record({ kind: fc.constant(kind), sortKey: fc.constantFrom(...PAGED_REPORT_SORTS[kind].keys), direction: fc.constantFrom('ASC' as const, 'DESC' as const), pageSize: fc.integer({ min: 7, max: PAGE_SIZE_MAX }) }))
    fc.assert(
      fc.property(arb, ({ kind, sortKey, direction, pageSize }) => {
        const report = whole(kind, busiest[kind].centreId)
        const pages = allPages(kind, { sortKey, direction, pageSize })
        expect(pages.length).toBe(Math.max(1, Math.ceil(report.rows.length / pageSize)))
        expect(canonical(pages.flatMap((p) => p.rows))).toEqual(canonical(report.rows))
        for (const p of pages) {
          expect(p.total).toBe(report.rows.length)
          expect(p.all).toBe(report.rows.length)
          expect(p.totals).toEqual(report.totals)
        }
        expect(pages[pages.length - 1]?.next).toBeNull()
      }),
      { numRuns: 25 },
    )
    // Each run reads a whole report and every page of it: about 5 s on a quiet 2-core machine.
  }, 120_000)

  it('lists the rows in the order asked for: the sorted column never goes back', () => {
    for (const kind of PAGED_REPORT_KINDS) {
      for (const sortKey of PAGED_REPORT_SORTS[kind].keys) {
        const column = REPORT_COLUMNS[kind].find((c) => c.key === sortKey)
        // 'time' is a clock text and an invoice number is made from its order's: their order is when the sale was made and the order id.
        if (column === undefined || sortKey === 'time' || sortKey === 'invoice') continue
        for (const direction of ['ASC', 'DESC'] as const) {
          const values = allPages(kind, { sortKey, direction, pageSize: 50 }, 4).flatMap((p) => p.rows.map((r) => r[sortKey]))
          const sign = direction === 'ASC' ? 1 : -1
          for (let i = 1; i < values.length; i += 1) {
            const [a, b] = [values[i - 1], values[i]]
            const c = typeof a === 'number' && typeof b === 'number' ? a - b : String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0
            expect(sign * c, `${kind} ${sortKey} ${direction} at ${i}`).toBeLessThanOrEqual(0)
          }
        }
      }
    }
  })

  it('opens in the report’s own order (the first page of the whole report, as it reads without a sort)', () => {
    for (const kind of PAGED_REPORT_KINDS) {
      const first = page(kind, { pageSize: PAGE_SIZE_MAX })
      const key = PAGED_REPORT_SORTS[kind].defaultKey
      const expected = whole(kind, busiest[kind].centreId).rows.slice(0, PAGE_SIZE_MAX).map((r) => r[key])
      expect(first.rows.map((r) => r[key]), kind).toEqual(expected)
    }
  })

  it('searches on the server: the rows found are the whole report’s rows holding the text, in any case', () => {
    for (const kind of PAGED_REPORT_KINDS) {
      const report = whole(kind, busiest[kind].centreId)
      const named = report.rows.find((r) => typeof r.member === 'string' && r.member !== 'Unknown member')
      if (named === undefined) continue
      const q = String(named.member).toLowerCase()
      const found = allPages(kind, { search: q.toUpperCase(), pageSize: 30 }).flatMap((p) => p.rows)
      const expected = report.rows.filter((r) => Object.values(r).some((v) => typeof v === 'string' && v.toLowerCase().includes(q)))
      expect(canonical(found), kind).toEqual(canonical(expected))
      const first = page(kind, { search: q })
      expect([first.total, first.all], kind).toEqual([expected.length, report.rows.length])
    }
  })

  it('reads every sort of a report kept in a table along a paging index; its own order with no sort of the range in memory', () => {
    const params = { c: busiest.leadDetails.centreId, csid: 1001, s: 0, e: NOW, now: NOW }
    for (const kind of PAGED_REPORT_KINDS) {
      for (const sortKey of PAGED_REPORT_SORTS[kind].keys) {
        for (const withCursor of [false, true]) {
          const sql = reportPageSql(kind, sortKey, withCursor)
          const all: Record<string, string | number> = { ...params, k0: sortKey === 'order' || sortKey === 'payment' || sortKey === 'invoice' ? 'ORD' : 1, k1: 'ORD', k2: 0 }
          const used = Object.fromEntries(Object.entries(all).filter(([k]) => new RegExp(`:${k}\\b`).test(sql)))
          const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(used) as { detail: string }[]).map((r) => r.detail)
          const text = plan.join('\n')
          // No table is read whole: every base table is searched by an index (a JSON array or a member's aggregate is scanned as it is made).
          for (const line of plan) expect(line, `${kind} ${sortKey}\n${text}`).not.toMatch(/^SCAN (o|tp|l|m|c|cu)$/)
          if (kind === 'pilatesConsumption') {
            expect(text).toMatch(/USING INDEX check_ins_by_centre_time/)
            continue
          }
          expect(text, `${kind} ${sortKey}\n${text}`).toMatch(/USING (COVERING )?INDEX paging_/)
          const ownOrder = sortKey === PAGED_REPORT_SORTS[kind].defaultKey
          if (ownOrder) expect(text, `${kind} ${sortKey}\n${text}`).not.toMatch(/TEMP B-TREE FOR ORDER BY/)
        }
      }
    }
  })

  describe('over HTTP', () => {
    const owner = personaByName(db, 'owner')
    if (owner === undefined) throw new Error('no owner persona')
    const app = createSandboxApp({ db, now: () => NOW })
    const cookie = `${SESSION_COOKIE}=${openSession(db, owner.id, NOW)}`
    const post = async (path: string, body: unknown): Promise<{ status: number; body: unknown }> => {
      const res = await app.request(`${API_BASE}/${path}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE }, body: JSON.stringify(body) })
      return { status: res.status, body: await res.json() }
    }
    const ask = (kind: PagedReportKind, extra: Record<string, unknown> = {}, centre = busiest[kind].centreId) => ({ ownerEntityIdentifier: String(centre), startDate: FROM, endDate: TO, ...extra })
    /** The centre with the most rows whose report route the owner may open (a Pilates report only at a Pilates centre). */
    const open = async (kind: PagedReportKind): Promise<{ centreId: number; rows: number }> => {
      for (const c of byRows[kind]) if ((await post(REPORT_PAGE_PATHS[kind], ask(kind, { pageSize: 1 }, c.centreId))).status === 200) return c
      throw new Error(`no centre opens ${kind}`)
    }

    it('refuses a cursor of another report, of another centre, tampered with, or not a cursor, with a 400 and the contract’s message', async () => {
      const invoices = page('invoices', { pageSize: 5 }).next
      const leads = page('leadDetails', { pageSize: 5 }).next
      if (invoices === null || leads === null) throw new Error('one page only')
      // The same centre and days, another report.
      expect(await post(REPORT_PAGE_PATHS.adjustments, ask('adjustments', { cursor: invoices }, busiest.invoices.centreId))).toEqual({ status: 400, body: { message: M.PAGE_CURSOR_FOREIGN } })
      const otherCentre = centres.find((c) => c !== busiest.leadDetails.centreId) ?? 0
      expect(await post(REPORT_PAGE_PATHS.leadDetails, ask('leadDetails', { cursor: leads }, otherCentre))).toEqual({ status: 400, body: { message: M.PAGE_CURSOR_FOREIGN } })
      const flipped = leads.slice(0, 12) + (leads[12] === 'A' ? 'B' : 'A') + leads.slice(13)
      expect(await post(REPORT_PAGE_PATHS.leadDetails, ask('leadDetails', { cursor: flipped }))).toEqual({ status: 400, body: { message: M.PAGE_CURSOR_INVALID } })
      expect(await post(REPORT_PAGE_PATHS.leadDetails, ask('leadDetails', { cursor: 'x.y' }))).toEqual({ status: 400, body: { message: M.PAGE_CURSOR_INVALID } })
      expect((await post(REPORT_PAGE_PATHS.leadDetails, ask('leadDetails', { cursor: leads, pageSize: 9 }))).status).toBe(200)
    })

    it('refuses a page size out of bounds and a sort key the report does not allow, for every paged report', async () => {
      for (const kind of PAGED_REPORT_KINDS) {
        const { centreId } = await open(kind)
        for (const pageSize of [0, PAGE_SIZE_MAX + 1]) expect((await post(REPORT_PAGE_PATHS[kind], ask(kind, { pageSize }, centreId))).status, kind).toBe(400)
        expect(await post(REPORT_PAGE_PATHS[kind], ask(kind, { sortKey: 'nope' }, centreId))).toEqual({ status: 400, body: { message: M.pageSortNotAllowed(PAGED_REPORT_SORTS[kind].keys) } })
      }
    })

    it('streams every paged report’s export: the header and every row of the days in the table’s order', async () => {
      for (const kind of PAGED_REPORT_KINDS) {
        const { centreId, rows } = await open(kind)
        const res = await app.request(`${API_BASE}/${REPORT_EXPORT_PATHS[kind]}?centreId=${centreId}&startDate=${FROM}&endDate=${TO}`, { headers: { cookie } })
        expect(res.status, kind).toBe(200)
        expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.csv"$/)
        const lines = (await res.text()).split('\r\n')
        expect(lines[0]).toBe(REPORT_COLUMNS[kind].map((c) => c.label).join(','))
        expect(lines.length - 1, kind).toBe(rows)
      }
    })
  })
})
