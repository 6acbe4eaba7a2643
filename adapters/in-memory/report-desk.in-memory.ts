import { formatTime } from '../../core/shared/display-format'
import * as E from 'fp-ts/Either'
import type { Clock } from '../../core/shared/clock.port'
import { centreDayOf } from '../../core/shared/centre-day'
import { notFound, rejected } from '../../core/shared/errors'
import * as M from '../../core/shared/messages'
import type { ReportKind, ReportRow } from '../../core/reports/report'
import { REPORT_COLUMNS } from '../../core/reports/report-columns'
import type { ReportDesk } from '../../core/reports/report-desk.port'
import { buildReportQuery, parseReportQuery } from '../../core/reports/report-query.rule'
import { reportTotals } from '../../core/reports/report-totals.rule'
import { filterReportRows, sortReportRows } from '../../core/reports/report-view.rule'
import { run } from './run'

/** A sale the in-memory reports are computed from (the sandbox computes them from its tables). */
export type LedgerSale = {
  readonly orderId: string
  readonly centreId: number
  readonly at: number
  readonly member: string
  readonly pack: string
  readonly channel: 'CASH' | 'CARD'
  readonly amountPaise: number
  readonly soldBy: string
}

export type InMemoryReportLedger = {
  readonly centres: ReadonlySet<number>
  readonly sales: LedgerSale[]
}

const hhmm = (t: number): string => formatTime(t)

const daysBetween = (from: string, to: string): string[] => {
  const out: string[] = []
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10))
  return out
}

/** The rows of a report from the ledger's sales, newest first (the sale reports; every other report answers no rows here). */
const rowsOf = (kind: ReportKind, sales: readonly LedgerSale[], from: string, to: string): readonly ReportRow[] => {
  const dayOf = (s: LedgerSale) => centreDayOf(s.at as never)
  const sorted = [...sales].sort((a, b) => b.at - a.at)
  switch (kind) {
    case 'revenue':
      return daysBetween(from, to).reverse().map((day) => {
        const of = sorted.filter((s) => dayOf(s) === day)
        const cash = of.filter((s) => s.channel === 'CASH').reduce((n, s) => n + s.amountPaise, 0)
        const card = of.filter((s) => s.channel === 'CARD').reduce((n, s) => n + s.amountPaise, 0)
        return { day, orders: of.length, cash, card, revenue: cash + card }
      })
    case 'cashSales':
      return sorted
        .filter((s) => s.channel === 'CASH')
        .map((s) => ({ day: dayOf(s), time: hhmm(s.at), order: s.orderId, member: s.member, pack: s.pack, soldBy: s.soldBy, amount: s.amountPaise }))
    case 'receivables':
      return daysBetween(from, to).reverse().flatMap((day) => {
        const of = sorted.filter((s) => dayOf(s) === day && s.channel === 'CASH')
        return of.length === 0 ? [] : [{ day, orders: of.length, cash: of.reduce((n, s) => n + s.amountPaise, 0) }]
      })
    case 'salesPerformance': {
      const by = new Map<string, LedgerSale[]>()
      for (const s of sorted) by.set(s.soldBy, [...(by.get(s.soldBy) ?? []), s])
      return [...by.entries()]
        .map(([staff, of]) => {
          const cash = of.filter((s) => s.channel === 'CASH').reduce((n, s) => n + s.amountPaise, 0)
          const card = of.filter((s) => s.channel === 'CARD').reduce((n, s) => n + s.amountPaise, 0)
          return { staff, orders: of.length, cash, card, total: cash + card }
        })
        .sort((a, b) => b.total - a.total || (a.staff < b.staff ? -1 : 1))
    }
    default:
      return []
  }
}

/**
 * Reports over an in-process ledger of sales: the same query rule, range, search, sort and
 * totals as the server; the sale reports (revenue, cash sales, receivables, sales performance)
 * are computed from the ledger, the others answer their columns and no rows.
 */
export const createInMemoryReportDesk = (ledger: InMemoryReportLedger): ReportDesk => ({
  run: (r) =>
    run(() => {
      const parsed = parseReportQuery(buildReportQuery(r))
      if (E.isLeft(parsed)) return E.left(rejected(parsed.left))
      const q = parsed.right
      if (!ledger.centres.has(q.centreId)) return E.left(notFound(M.CENTRE_NOT_FOUND))
      const columns = REPORT_COLUMNS[q.kind]
      if (q.sortBy !== undefined && !columns.some((c) => c.key === q.sortBy?.field)) return E.left(rejected(M.REPORT_SORT_UNKNOWN_COLUMN))
      const inRange = ledger.sales.filter((s) => {
        const d = centreDayOf(s.at as never)
        return s.centreId === q.centreId && d >= q.from && d <= q.to
      })
      const filtered = filterReportRows(columns, rowsOf(q.kind, inRange, q.from, q.to), q.filter)
      const rows = q.sortBy === undefined ? filtered : sortReportRows(filtered, q.sortBy.field, q.sortBy.sortOrder)
      return E.right({ kind: q.kind, from: q.from, to: q.to, columns, rows, totals: reportTotals(columns, rows) })
    }),
})

/** A demo ledger: two months of cash and card sales at the main gym up to the clock's day. */
export const demoReportLedger = (clock: Clock): InMemoryReportLedger => {
  const now = clock.now()
  const sales: LedgerSale[] = []
  const members = ['Lakshmi Iyengar', 'Sameer Sethi', 'Divya Menon', 'Arjun Rao', 'Neha Kapoor']
  const staff = ['Asha Rao', 'Meera Iyer', 'Vikram Shetty']
  for (let d = 60; d >= 1; d--) {
    for (let k = 0; k < 1 + (d % 3); k++) {
      const i = d * 3 + k
      sales.push({
        orderId: `ORD-MEM-${String(i).padStart(4, '0')}`,
        centreId: 1,
        at: now - d * 86_400_000 + k * 3_600_000,
        member: members[i % members.length] as string,
        pack: i % 2 === 0 ? 'cultpass BLACK 3 months' : 'gymfit ELITE 1 month',
        channel: i % 3 === 0 ? 'CARD' : 'CASH',
        amountPaise: (2_000 + (i % 7) * 500) * 100,
        soldBy: staff[i % staff.length] as string,
      })
    }
  }
  return { centres: new Set([1, 2, 3, 4, 5, 6, 7, 8]), sales }
}
