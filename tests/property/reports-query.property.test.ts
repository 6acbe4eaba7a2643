import * as E from 'fp-ts/Either'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { REPORT_KINDS } from '../../core/reports/report'
import { REPORT_COLUMNS } from '../../core/reports/report-columns'
import { type ReportRequest, buildReportQuery, daysIn, parseReportQuery, REPORT_MAX_DAYS } from '../../core/reports/report-query.rule'
import { reportTotals } from '../../core/reports/report-totals.rule'
import { filterReportRows, sortReportRows } from '../../core/reports/report-view.rule'
import { addDays } from '../../core/shared/centre-day'
import * as M from '../../core/shared/messages'

const dayArb = fc.integer({ min: 0, max: 3_000 }).map((n) => addDays('2024-01-01', n))
const rangeArb = fc.tuple(dayArb, fc.integer({ min: 0, max: REPORT_MAX_DAYS - 1 })).map(([from, span]) => ({ from, to: addDays(from, span) }))

const requestArb: fc.Arbitrary<ReportRequest> = fc
  .record({
    kind: fc.constantFrom(...REPORT_KINDS),
    centreId: fc.integer({ min: 1, max: 999_999 }),
    range: rangeArb,
    sortBy: fc.option(fc.record({ field: fc.string({ minLength: 1, maxLength: 100 }), sortOrder: fc.constantFrom('ASC' as const, 'DESC' as const) }), { nil: undefined }),
    selectedPage: fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: undefined }),
    filter: fc.option(fc.string({ maxLength: 100 }), { nil: undefined }),
    reportees: fc.option(fc.record({ type: fc.string({ minLength: 1, maxLength: 40 }), ids: fc.array(fc.string({ maxLength: 64 }), { maxLength: 50 }) }), { nil: undefined }),
  })
  .map(({ range, sortBy, selectedPage, filter, reportees, ...r }) => ({
    ...r,
    from: range.from,
    to: range.to,
    ...(sortBy === undefined ? {} : { sortBy }),
    ...(selectedPage === undefined ? {} : { selectedPage }),
    ...(filter === undefined ? {} : { filter }),
    ...(reportees === undefined ? {} : { reportees }),
  }))

describe('the report query builder (part 3 §3)', () => {
  it('round trip: a built query parses back to the very request it was built from', () => {
    fc.assert(
      fc.property(requestArb, (r) => {
        expect(parseReportQuery(buildReportQuery(r))).toEqual(E.right(r))
      }),
    )
  })

  it('builds every field the spec names, dates as YYYY-MM-DD and the centre as the owner entity', () => {
    fc.assert(
      fc.property(requestArb, (r) => {
        const q = buildReportQuery(r)
        expect(q.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        expect(q.endDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        expect(q.ownerEntityIdentifier).toBe(String(r.centreId))
        expect(q.tab).toBe(r.kind)
        expect(q.targetMetricIdentifier !== undefined).toBe(r.kind === 'revenueTarget')
        expect(q.action?.sortBy).toEqual(r.sortBy)
        expect(q.reporteeIdentifiers).toEqual(r.reportees?.ids)
      }),
    )
  })

  it('refuses a From after the To, and a range longer than 366 days, in words', () => {
    fc.assert(
      fc.property(requestArb, fc.integer({ min: 1, max: 500 }), (r, n) => {
        expect(parseReportQuery(buildReportQuery({ ...r, to: addDays(r.from, -n) }))).toEqual(E.left(M.REPORT_FROM_AFTER_TO))
        const long = { ...r, to: addDays(r.from, REPORT_MAX_DAYS - 1 + n) }
        expect(daysIn(long.from, long.to)).toBeGreaterThan(REPORT_MAX_DAYS)
        expect(parseReportQuery(buildReportQuery(long))).toEqual(E.left(M.REPORT_RANGE_TOO_LONG))
      }),
    )
  })

  it('refuses a report whose page is not its own, and an impossible day', () => {
    fc.assert(
      fc.property(requestArb, (r) => {
        expect(E.isLeft(parseReportQuery({ ...buildReportQuery(r), page: 'nowhere' }))).toBe(true)
        expect(parseReportQuery({ ...buildReportQuery(r), startDate: '2026-02-30' })).toEqual(E.left(M.REPORT_DATES_INVALID))
      }),
    )
  })
})

const cellArb = fc.oneof(fc.integer({ min: -1_000_000, max: 10_000_000 }), fc.constant(null))
const rowsArb = (kind: (typeof REPORT_KINDS)[number]) =>
  fc.array(
    fc.record(Object.fromEntries(REPORT_COLUMNS[kind].map((c) => [c.key, c.type === 'money' || c.type === 'count' ? cellArb : fc.string({ maxLength: 8 })]))),
    { maxLength: 40 },
  )

describe('report views and totals', () => {
  it('totals are the sum of each money and count column, whatever the search and the sort', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REPORT_KINDS).chain((k) => fc.tuple(fc.constant(k), rowsArb(k), fc.string({ maxLength: 2 }), fc.constantFrom('ASC' as const, 'DESC' as const))),
        ([kind, rows, q, order]) => {
          const columns = REPORT_COLUMNS[kind]
          const first = columns[0]?.key ?? ''
          const shown = sortReportRows(filterReportRows(columns, rows, q), first, order)
          const totals = reportTotals(columns, shown)
          for (const c of columns.filter((x) => x.type === 'money' || x.type === 'count'))
            expect(totals[c.key]).toBe(shown.reduce((n, r) => n + (typeof r[c.key] === 'number' ? (r[c.key] as number) : 0), 0))
          expect(shown.length).toBeLessThanOrEqual(rows.length)
        },
      ),
    )
  })

  it('a sort keeps the same rows in order, and sorting the other way reverses the distinct values', () => {
    fc.assert(
      fc.property(rowsArb('revenue'), (rows) => {
        const asc = sortReportRows(rows, 'revenue', 'ASC')
        expect([...asc].sort((a, b) => rows.indexOf(a) - rows.indexOf(b))).toEqual(rows)
        const v = asc.map((r) => r.revenue ?? -Infinity)
        for (let i = 1; i < v.length; i++) expect((v[i] as number) >= (v[i - 1] as number)).toBe(true)
      }),
    )
  })
})
