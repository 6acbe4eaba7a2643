import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import { REPORT_COLUMNS } from '../../core/reports/report-columns'
import type { ReportPager } from '../../core/reports/report-pager.port'
import { PAGED_REPORT_SORTS, type PagedReportKind } from '../../core/reports/report-paging.rule'
import { reportTotals } from '../../core/reports/report-totals.rule'
import { reportCsvTable } from '../../core/reports/report-cells.rule'
import type { ReportRow } from '../../core/reports/report'
import { centreDayOf } from '../../core/shared/centre-day'
import { csvOfTable } from '../../core/shared/csv.rule'
import { formatTime } from '../../core/shared/display-format'
import { notFound, rejected } from '../../core/shared/errors'
import * as M from '../../core/shared/messages'
import { type PageKey, type Signer, checkPageRequest, compareKeys, decodeCursor, encodeCursor, pagingScope } from '../../core/shared/paging.rule'
import type { InMemoryReportLedger, LedgerSale } from './report-desk.in-memory'
import { run } from './run'

/** The in-process stand-in's signature (FNV-1a over a fixed salt): enough to refuse a cursor edited by hand; the server's is an HMAC. */
export const inMemoryCursorSigner: Signer = (text) => {
  let h = 0x811c9dc5
  for (const ch of `in-memory-pager:${text}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0
  return h.toString(36)
}

type Keyed = { readonly row: ReportRow; readonly key: PageKey }

/**
 * The paged reports over the in-process ledger: the same paging rule (bounds, allowed sorts,
 * signed cursors bound to their list, keyset order) as the server; the export is a data address of
 * the CSV (the in-process ledger is small).
 */
export const createInMemoryReportPager = (ledger: InMemoryReportLedger): ReportPager => {
  // The ledger holds sales: cash sales are computed from it; every other paged report answers its columns and no rows (as the in-memory report desk does).
  const rowsFor = (r: { kind: PagedReportKind; centreId: number; from: string; to: string; search?: string | undefined }, sortKey: string): Keyed[] => {
    const q = (r.search ?? '').trim().toLowerCase()
    if (r.kind !== 'cashSales') return []
    return ledger.sales
      .filter((s) => s.centreId === r.centreId && s.channel === 'CASH')
      .filter((s) => {
        const d = centreDayOf(s.at as never)
        return d >= r.from && d <= r.to
      })
      .map((s: LedgerSale) => ({
        row: { day: centreDayOf(s.at as never), time: formatTime(s.at), order: s.orderId, member: s.member, pack: s.pack, soldBy: s.soldBy, amount: s.amountPaise },
        key: [sortKey === 'amount' ? s.amountPaise : sortKey === 'order' ? s.orderId : s.at, s.orderId],
      }))
      .filter((x) => q === '' || [x.row.member, x.row.order, x.row.pack, x.row.soldBy, x.row.day].some((v) => String(v).toLowerCase().includes(q)))
  }
  return {
    page: (r) =>
      run(() => {
        if (!ledger.centres.has(r.centreId)) return E.left(notFound(M.CENTRE_NOT_FOUND))
        const ask = checkPageRequest(r, PAGED_REPORT_SORTS[r.kind])
        if (E.isLeft(ask)) return E.left(rejected(ask.left))
        const a = ask.right
        const scope = pagingScope(`report:${r.kind}`, [r.centreId, r.from, r.to, a.sortKey, a.direction, a.search.toLowerCase()])
        let after: PageKey | undefined
        if (a.cursor !== undefined) {
          const k = decodeCursor(a.cursor, scope, inMemoryCursorSigner)
          if (E.isLeft(k)) return E.left(rejected(k.left))
          after = k.right
        }
        const dirs = [a.direction, a.direction]
        const all = rowsFor({ ...r, search: a.search }, a.sortKey).sort((x, y) => compareKeys(x.key, y.key, dirs))
        const rest = after === undefined ? all : all.filter((x) => compareKeys(x.key, after, dirs) > 0)
        const shown = rest.slice(0, a.pageSize)
        const last = shown[shown.length - 1]
        return E.right({
          kind: r.kind,
          from: r.from,
          to: r.to,
          columns: REPORT_COLUMNS[r.kind],
          rows: shown.map((x) => x.row),
          total: all.length,
          all: rowsFor({ kind: r.kind, centreId: r.centreId, from: r.from, to: r.to }, a.sortKey).length,
          totals: reportTotals(REPORT_COLUMNS[r.kind], all.map((x) => x.row)),
          next: rest.length > a.pageSize && last !== undefined ? encodeCursor(scope, last.key, inMemoryCursorSigner) : undefined,
          pageSize: a.pageSize,
        })
      }),
    exportLink: (asked) => {
      // An export holds every row of the days, whatever the search (the server's export has no search).
      const { search: _search, ...r } = asked
      const a = checkPageRequest({ ...r, pageSize: 1 }, PAGED_REPORT_SORTS[r.kind])
      if (E.isLeft(a)) return TE.left(rejected(a.left))
      const dirs = [a.right.direction, a.right.direction]
      const rows = rowsFor(r, a.right.sortKey).sort((x, y) => compareKeys(x.key, y.key, dirs))
      const csv = csvOfTable(reportCsvTable(REPORT_COLUMNS[r.kind], rows.map((x) => x.row)))
      return TE.right(`data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`)
    },
  }
}
