import * as E from 'fp-ts/Either'
import type { ReportPageWireT } from '../../adapters/http/contract/report.codecs'
import { reportCsvTable } from '../../core/reports/report-cells.rule'
import { REPORT_COLUMNS } from '../../core/reports/report-columns'
import { PAGED_REPORT_SORTS, type PagedReportKind } from '../../core/reports/report-paging.rule'
import { reportRangeProblem } from '../../core/reports/report-query.rule'
import { addDays, startOfCentreDay } from '../../core/shared/centre-day'
import { csvText } from '../../core/shared/csv.rule'
import * as M from '../../core/shared/messages'
import { type PageAsk, type PageKey, type PageRequest, type Signer, checkPageRequest, decodeCursor, encodeCursor, pagingScope } from '../../core/shared/paging.rule'
import type { Db } from '../db/database'
import { type OrderPart, afterKeySql, keyParams, orderBySql } from '../paging/keyset'
import { clock, day, member, PACK, STAFF_NAME } from './report-sql'

export type PageRefusal = { readonly status: 400 | 404; readonly message: string }

type Row = Record<string, string | number | null>

/**
 * A paged report in SQL: its rows (the report's columns), the filter every row meets (centre,
 * days), the search (the texts a row is found by), the order of each allowed sort key (the key's
 * expression, then a unique tie-breaker) and the sums of its totals. Every sort has an index
 * (migration 27) that begins with the filter's equalities and continues with the sort.
 */
type PagedReportSql = {
  readonly from: string
  /** The report's table alone (no join): what the count and totals read when there is no search, from the covering index. */
  readonly table: string
  readonly where: string
  readonly select: string
  readonly searchable: readonly string[]
  readonly sortExpr: Readonly<Record<string, string>>
  readonly tieBreaker: string
  readonly sums: Readonly<Record<string, string>>
}

const PAGED_SQL: Readonly<Record<PagedReportKind, PagedReportSql>> = {
  cashSales: {
    from: `sale_orders o LEFT JOIN customers cu ON cu.id = o.user_id`,
    table: 'sale_orders o',
    where: `o.centre_id = :c AND o.status = 'PAYMENT_COMPLETED' AND o.created_at >= :s AND o.created_at < :e AND o.channel IN ('CASH', 'GROUP')`,
    select: `${day('o.created_at')} AS day, ${clock('o.created_at')} AS time, o.order_id AS "order", ${member('cu')} AS member, ${PACK('o')} AS pack,
             ${STAFF_NAME('o')} AS soldBy, o.amount_paise AS amount`,
    searchable: [member('cu'), 'o.order_id', PACK('o'), STAFF_NAME('o'), day('o.created_at')],
    sortExpr: { day: 'o.created_at', time: 'o.created_at', order: 'o.order_id', amount: 'o.amount_paise' },
    tieBreaker: 'o.order_id',
    sums: { amount: 'o.amount_paise' },
  },
}

/** The list a page belongs to: the report, centre, days, sort and search (a cursor of any other is foreign). */
const scopeOf = (kind: PagedReportKind, centreId: number, from: string, to: string, ask: Pick<PageAsk, 'sortKey' | 'direction' | 'search'>): string =>
  pagingScope(`report:${kind}`, [centreId, from, to, ask.sortKey, ask.direction, ask.search.toLowerCase()])

type Prepared = {
  readonly ask: PageAsk
  readonly scope: string
  readonly parts: readonly OrderPart[]
  readonly base: string
  /** What the count and totals read: the table alone without a search (no join per row), else the page's FROM. */
  readonly counted: string
  /** The rows of the report without the search. */
  readonly unsearched: string
  readonly params: Record<string, string | number>
}

const prepare = (db: Db, kind: PagedReportKind, centreId: number, from: string, to: string, r: PageRequest): E.Either<PageRefusal, Prepared> => {
  const range = reportRangeProblem(from, to)
  if (range !== undefined) return E.left({ status: 400, message: range })
  const checked = checkPageRequest(r, PAGED_REPORT_SORTS[kind])
  if (E.isLeft(checked)) return E.left({ status: 400, message: checked.left })
  const ask = checked.right
  const centre = db.prepare('SELECT id FROM centres WHERE id = ?').get(centreId) as { id: number } | undefined
  if (centre === undefined) return E.left({ status: 404, message: M.CENTRE_NOT_FOUND })
  const sql = PAGED_SQL[kind]
  const q = ask.search.toLowerCase()
  const search = q === '' ? '' : ` AND (${sql.searchable.map((x) => `instr(lower(${x}), :q) > 0`).join(' OR ')})`
  const parts: OrderPart[] = [
    { expr: sql.sortExpr[ask.sortKey] ?? sql.tieBreaker, dir: ask.direction },
    { expr: sql.tieBreaker, dir: ask.direction },
  ]
  return E.right({
    ask,
    scope: scopeOf(kind, centreId, from, to, ask),
    parts,
    base: `FROM ${sql.from} WHERE ${sql.where}${search}`,
    counted: q === '' ? `FROM ${sql.table} WHERE ${sql.where}` : `FROM ${sql.from} WHERE ${sql.where}${search}`,
    unsearched: `FROM ${sql.table} WHERE ${sql.where}`,
    params: { c: centreId, s: startOfCentreDay(from), e: startOfCentreDay(addDays(to, 1)), ...(q === '' ? {} : { q }) },
  })
}

/** The rows after `after` (or from the start), at most `limit`, with each row's key. */
const readRows = (db: Db, kind: PagedReportKind, p: Prepared, after: PageKey | undefined, limit: number): { rows: Row[]; keys: PageKey[] } => {
  const keyCols = p.parts.map((x, i) => `${x.expr} AS _k${i}`).join(', ')
  const sql = `SELECT ${PAGED_SQL[kind].select}, ${keyCols} ${p.base}${after === undefined ? '' : ` AND ${afterKeySql(p.parts)}`} ${orderBySql(p.parts)} LIMIT :limit`
  const raw = db.prepare(sql).all({ ...p.params, ...(after === undefined ? {} : keyParams(after)), limit }) as Row[]
  const columns = REPORT_COLUMNS[kind]
  return {
    rows: raw.map((r) => Object.fromEntries(columns.map((c) => [c.key, r[c.key] ?? null]))),
    keys: raw.map((r) => p.parts.map((_, i) => r[`_k${i}`] as string | number)),
  }
}

/** The SQL a page reads its rows with (for EXPLAIN QUERY PLAN in the tests). */
export const reportPageSql = (kind: PagedReportKind, sortKey: string, withCursor: boolean): string => {
  const sql = PAGED_SQL[kind]
  const parts: OrderPart[] = [
    { expr: sql.sortExpr[sortKey] ?? sql.tieBreaker, dir: 'DESC' },
    { expr: sql.tieBreaker, dir: 'DESC' },
  ]
  return `SELECT ${sql.select} FROM ${sql.from} WHERE ${sql.where}${withCursor ? ` AND ${afterKeySql(parts)}` : ''} ${orderBySql(parts)} LIMIT 25`
}

/**
 * One page of a paged report: the rows after the cursor (the first page without one), the count
 * and totals of every row the search finds (all pages), and the next page's cursor. A cursor of
 * another list (another centre, range, sort or search) or one not signed by this sandbox is refused.
 */
export const reportPage = (
  db: Db,
  sign: Signer,
  kind: PagedReportKind,
  centreId: number,
  from: string,
  to: string,
  r: PageRequest,
): E.Either<PageRefusal, ReportPageWireT> => {
  const prepared = prepare(db, kind, centreId, from, to, r)
  if (E.isLeft(prepared)) return prepared
  const p = prepared.right
  let after: PageKey | undefined
  if (p.ask.cursor !== undefined) {
    const k = decodeCursor(p.ask.cursor, p.scope, sign)
    if (E.isLeft(k)) return E.left({ status: 400, message: k.left })
    if (k.right.length !== p.parts.length) return E.left({ status: 400, message: M.PAGE_CURSOR_INVALID })
    after = k.right
  }
  const { rows, keys } = readRows(db, kind, p, after, p.ask.pageSize + 1)
  const more = rows.length > p.ask.pageSize
  const shown = rows.slice(0, p.ask.pageSize)
  const last = keys[shown.length - 1]
  const sums = PAGED_SQL[kind].sums
  const t = db.prepare(`SELECT COUNT(*) AS _n${Object.entries(sums).map(([k, e]) => `, COALESCE(SUM(${e}), 0) AS "${k}"`).join('')} ${p.counted}`).get(p.params) as Record<string, number>
  const all = p.ask.search === '' ? Number(t._n ?? 0) : Number(db.prepare(`SELECT COUNT(*) ${p.unsearched}`).pluck().get(Object.fromEntries(Object.entries(p.params).filter(([k]) => k !== 'q'))) ?? 0)
  return E.right({
    startDate: from,
    endDate: to,
    columns: REPORT_COLUMNS[kind].map(({ key, label, type }) => ({ key, label, type })),
    rows: shown,
    totals: Object.fromEntries(Object.keys(sums).map((k) => [k, Number(t[k] ?? 0)])),
    total: Number(t._n ?? 0),
    all,
    next: more && last !== undefined ? encodeCursor(p.scope, last, sign) : null,
    pageSize: p.ask.pageSize,
  })
}

/** Rows an export reads at a time: each chunk is one short keyset query, so the export never holds the database or a million rows. */
export const EXPORT_CHUNK = 1000

/**
 * The CSV export of a paged report, every row the search finds in the table's order, as lines
 * made chunk by chunk: the header line first, then the rows, each chunk read after the last row
 * of the one before (the same keyset order as the pages).
 */
export const reportExport = (
  db: Db,
  kind: PagedReportKind,
  centreId: number,
  from: string,
  to: string,
  r: Pick<PageRequest, 'sortKey' | 'direction' | 'search'>,
): E.Either<PageRefusal, () => Iterator<string>> => {
  const prepared = prepare(db, kind, centreId, from, to, { ...r, pageSize: 1 })
  if (E.isLeft(prepared)) return prepared
  const p = prepared.right
  const columns = REPORT_COLUMNS[kind]
  return E.right(function* chunks() {
    yield csvText([reportCsvTable(columns, []).fields])
    let after: PageKey | undefined
    for (;;) {
      const { rows, keys } = readRows(db, kind, p, after, EXPORT_CHUNK)
      if (rows.length > 0) yield `\r\n${csvText(reportCsvTable(columns, rows).data)}`
      if (rows.length < EXPORT_CHUNK) return
      after = keys[keys.length - 1]
    }
  })
}
