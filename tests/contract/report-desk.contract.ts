import { describe, expect, it } from 'vitest'
import { REPORT_KINDS, type ReportKind } from '../../core/reports/report'
import { REPORT_COLUMNS } from '../../core/reports/report-columns'
import type { ReportDesk } from '../../core/reports/report-desk.port'
import type { ReportRequest } from '../../core/reports/report-query.rule'
import { compareCells } from '../../core/reports/report-view.rule'
import { epochMs } from '../../core/shared/brands'
import { addDays, centreDayOf } from '../../core/shared/centre-day'
import * as M from '../../core/shared/messages'
import { MAIN_GYM } from '../support/profile-world'
import { ok } from './profile-contract-support'

const left = (r: { _tag: string; left?: { _tag: string; message: string } }) => (r._tag === 'Left' ? r.left : undefined)

/** The centre each report is open at in the seed (CPL and pilates: the hybrid centre in their lists). */
const centreFor = (kind: ReportKind): number => (kind === 'cpl' || kind === 'pilatesConsumption' ? 6 : MAIN_GYM.id)

const month = (kind: ReportKind, over: Partial<ReportRequest> = {}): ReportRequest => {
  const today = centreDayOf(epochMs(Date.now()))
  return { kind, centreId: centreFor(kind), from: addDays(today, -29), to: today, ...over }
}

const sums = (rows: readonly Record<string, unknown>[], key: string): number => rows.reduce((n, r) => n + (typeof r[key] === 'number' ? (r[key] as number) : 0), 0)

/** What every ReportDesk must do (v1/reports/*, offlineReconciliation/*). */
export const reportDeskContract = (name: string, make: () => Promise<ReportDesk>): void => {
  describe(`ReportDesk contract: ${name}`, () => {
    it('answers every report with its columns, rows keyed by them, and totals equal to the sum of the rows', async () => {
      const desk = await make()
      for (const kind of REPORT_KINDS) {
        const r = ok(await desk.run(month(kind))())
        expect(r.kind).toBe(kind)
        expect(r.columns).toEqual(REPORT_COLUMNS[kind])
        for (const row of r.rows) for (const c of r.columns) expect(c.key in row).toBe(true)
        for (const c of r.columns.filter((x) => x.type === 'money' || x.type === 'count')) expect(r.totals[c.key]).toBe(sums(r.rows, c.key))
      }
    })

    it('lists every day of the range in the revenue report, newest first, and sales on those days only', async () => {
      const q = month('revenue')
      const r = ok(await (await make()).run(q)())
      expect(r.rows.map((x) => x.day)).toEqual(Array.from({ length: 30 }, (_, i) => addDays(q.to, -i)))
      for (const row of r.rows) expect(row.revenue).toBe((row.cash as number) + (row.card as number))
      expect(r.totals.orders).toBeGreaterThan(0)
      const cash = ok(await (await make()).run(month('cashSales'))())
      for (const row of cash.rows) expect(String(row.day) >= q.from && String(row.day) <= q.to).toBe(true)
      expect(cash.totals.amount).toBe(r.totals.cash)
    })

    it('sorts by the column asked, either way', async () => {
      const desk = await make()
      for (const sortOrder of ['ASC', 'DESC'] as const) {
        const r = ok(await desk.run(month('cashSales', { sortBy: { field: 'amount', sortOrder } }))())
        expect(r.rows.length).toBeGreaterThan(1)
        const sign = sortOrder === 'ASC' ? 1 : -1
        for (let i = 1; i < r.rows.length; i++) expect(sign * compareCells(r.rows[i - 1]?.amount, r.rows[i]?.amount)).toBeLessThanOrEqual(0)
      }
    })

    it('keeps only the rows holding the search text, whatever its case, and totals them', async () => {
      const desk = await make()
      const all = ok(await desk.run(month('cashSales'))())
      const someone = String(all.rows[0]?.member ?? '')
      const r = ok(await desk.run(month('cashSales', { filter: someone.toUpperCase() }))())
      expect(r.rows.length).toBeGreaterThan(0)
      expect(r.rows.length).toBeLessThanOrEqual(all.rows.length)
      for (const row of r.rows) expect(Object.values(row).some((v) => String(v).toLowerCase().includes(someone.toLowerCase()))).toBe(true)
      expect(r.totals.amount).toBe(sums(r.rows, 'amount'))
    })

    it("refuses a From after the To, a sort by no column and an unknown centre, in the catalogue's words", async () => {
      const desk = await make()
      const q = month('revenue')
      expect(left(await desk.run({ ...q, from: q.to, to: addDays(q.to, -1) })())).toMatchObject({ message: M.REPORT_FROM_AFTER_TO })
      expect(left(await desk.run({ ...q, sortBy: { field: 'nope', sortOrder: 'ASC' } })())).toMatchObject({ _tag: 'Rejected', message: M.REPORT_SORT_UNKNOWN_COLUMN })
      expect(left(await desk.run({ ...q, centreId: 424_242 })())?._tag).toBe('NotFound')
    })
  })
}
