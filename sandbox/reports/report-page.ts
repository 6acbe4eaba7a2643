import * as E from 'fp-ts/Either'
import type { ReportPageWireT } from '../../adapters/http/contract/report.codecs'
import { reportCsvTable } from '../../core/reports/report-cells.rule'
import { REPORT_COLUMNS } from '../../core/reports/report-columns'
import { PAGED_REPORT_SORTS, type PagedReportKind } from '../../core/reports/report-paging.rule'
import { reportRangeProblem } from '../../core/reports/report-query.rule'
import { addDays, startOfCentreDay } from '../../core/shared/centre-day'
import { csvText } from '../../core/shared/csv.rule'
import * as M from '../../core/shared/messages'
import { type PageAsk, type PageKey, type PageRequest, type Signer, type SortDirection, checkPageRequest, decodeCursor, encodeCursor, pagingScope } from '../../core/shared/paging.rule'
import type { Db } from '../db/database'
import { type OrderPart, afterKeySql, keyParams, orderBySql } from '../paging/keyset'
import { PAGED_SQL } from './paged-report-sql'
import { trigramQuery } from './sale-search-sql'

export type PageRefusal = { readonly status: 400 | 404; readonly message: string }

type Row = Record<string, string | number | null>

/** The list a page belongs to: the report, centre, days, sort and search (a cursor of any other is foreign). */
const scopeOf = (kind: PagedReportKind, centreId: number, from: string, to: string, ask: Pick<PageAsk, 'sortKey' | 'direction' | 'search'>): string =>
  pagingScope(`report:${kind}`, [centreId, from, to, ask.sortKey, ask.direction, ask.search.toLowerCase()])

type Prepared = {
  readonly ask: PageAsk
  readonly scope: string
  readonly parts: readonly OrderPart[]
  /** The search's condition (' AND (...)'), empty without one. */
  readonly search: string
  /** What the count and totals read: the table alone without a search (no join per row), else the page's FROM. */
  readonly counted: string
  /** The rows of the report without the search. */
  readonly unsearched: string
  readonly params: Record<string, string | number>
}

/** The parameters an SQL text names (better-sqlite3 refuses a named parameter the text does not use). */
const usedBy = (sql: string, params: Record<string, string | number>): Record<string, string | number> =>
  Object.fromEntries(Object.entries(params).filter(([k]) => new RegExp(`:${k}\\b`).test(sql)))

/** The order of a sort: the sort key's expression, then the tie-breakers, all in the sort's direction. */
const orderParts = (kind: PagedReportKind, sortKey: string, dir: SortDirection): OrderPart[] => {
  const sql = PAGED_SQL[kind]
  const tie = sql.tieBreakers
  return [{ expr: sql.sortExpr[sortKey] ?? tie[0] ?? '1', dir }, ...tie.map((expr) => ({ expr, dir }))]
}

const prepare = (db: Db, kind: PagedReportKind, centreId: number, from: string, to: string, now: number, r: PageRequest): E.Either<PageRefusal, Prepared> => {
  const range = reportRangeProblem(from, to)
  if (range !== undefined) return E.left({ status: 400, message: range })
  const checked = checkPageRequest(r, PAGED_REPORT_SORTS[kind])
  if (E.isLeft(checked)) return E.left({ status: 400, message: checked.left })
  const ask = checked.right
  const centre = db.prepare('SELECT id, center_service_id AS csid FROM centres WHERE id = ?').get(centreId) as { id: number; csid: number } | undefined
  if (centre === undefined) return E.left({ status: 404, message: M.CENTRE_NOT_FOUND })
  const sql = PAGED_SQL[kind]
  const q = ask.search.toLowerCase()
  const pieces = q === '' || sql.search === undefined ? undefined : trigramQuery(q)
  const search = q === '' ? '' : ` AND (${sql.search?.(pieces !== undefined) ?? sql.searchable.map((x) => `instr(lower(${x}), :q) > 0`).join(' OR ')})`
  const parts = orderParts(kind, ask.sortKey, ask.direction)
  return E.right({
    ask,
    scope: scopeOf(kind, centreId, from, to, ask),
    parts,
    search,
    counted: q === '' ? `FROM ${sql.table} WHERE ${sql.where}` : `FROM ${sql.from} WHERE ${sql.where}${search}`,
    unsearched: `FROM ${sql.table} WHERE ${sql.where}`,
    params: { c: centreId, csid: centre.csid, s: startOfCentreDay(from), e: startOfCentreDay(addDays(to, 1)), fromDay: from, toDay: to, now, ...(q === '' ? {} : { q }), ...(pieces === undefined ? {} : { m: pieces }) },
  })
}

/**
 * The SQL of the rows after a key (`withAfter`) or from the start, at most :limit, each with its
 * key (_k0, _k1...). With late columns (PagedReportSql.lateColumns) the rows are found first by
 * id and key alone, and their columns computed for those rows only.
 */
const rowsSql = (kind: PagedReportKind, parts: readonly OrderPart[], search: string, withAfter: boolean): string => {
  const sql = PAGED_SQL[kind]
  const keyCols = parts.map((x, i) => `${x.expr} AS _k${i}`).join(', ')
  const found = (from: string): string => `FROM ${from} WHERE ${sql.where}${search}${withAfter ? ` AND ${afterKeySql(parts)}` : ''} ${orderBySql(parts)} LIMIT :limit`
  const late = sql.lateColumns
  if (late === undefined) return `SELECT ${sql.select}, ${keyCols} ${found(sql.from)}`
  const keys = parts.map((_, i) => `k._k${i}`)
  // Without a search the rows are found in the filter's tables alone (the search reads the joined ones).
  const rows = `SELECT ${late.id} AS _r, ${keyCols} ${found(search === '' ? sql.table : sql.from)}`
  return `SELECT ${sql.select}, ${keys.join(', ')} FROM (${rows}) k ${late.rejoin} ${orderBySql(parts.map((x, i) => ({ expr: keys[i] as string, dir: x.dir })))}`
}

/** The rows after `after` (or from the start), at most `limit`, with each row's key. */
const readRows = (db: Db, kind: PagedReportKind, p: Prepared, after: PageKey | undefined, limit: number): { rows: Row[]; keys: PageKey[] } => {
  const sql = rowsSql(kind, p.parts, p.search, after !== undefined)
  const raw = db.prepare(sql).all(usedBy(sql, { ...p.params, ...(after === undefined ? {} : keyParams(after)), limit })) as Row[]
  const columns = REPORT_COLUMNS[kind]
  return {
    rows: raw.map((r) => Object.fromEntries(columns.map((c) => [c.key, r[c.key] ?? null]))),
    keys: raw.map((r) => p.parts.map((_, i) => r[`_k${i}`] as string | number)),
  }
}

/** The SQL a page reads its rows with (for EXPLAIN QUERY PLAN in the tests). */
export const reportPageSql = (kind: PagedReportKind, sortKey: string, withCursor: boolean): string => {
  const parts = orderParts(kind, sortKey, PAGED_REPORT_SORTS[kind].defaultDirection)
  return rowsSql(kind, parts, '', withCursor).replace(':limit', '25')
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
  now: number,
): E.Either<PageRefusal, ReportPageWireT> => {
  const prepared = prepare(db, kind, centreId, from, to, now, r)
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
  const kept = PAGED_SQL[kind].keptTotals
  const totalsSql =
    kept !== undefined && p.ask.search === ''
      ? kept
      : `SELECT COUNT(*) AS _n${Object.entries(sums).map(([k, e]) => `, COALESCE(SUM(${e}), 0) AS "${k}"`).join('')} ${p.counted}`
  const t = db.prepare(totalsSql).get(usedBy(totalsSql, p.params)) as Record<string, number>
  const allSql = kept !== undefined ? `SELECT _n FROM (${kept})` : `SELECT COUNT(*) ${p.unsearched}`
  const all = p.ask.search === '' ? Number(t._n ?? 0) : Number(db.prepare(allSql).pluck().get(usedBy(allSql, p.params)) ?? 0)
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
  now: number,
): E.Either<PageRefusal, () => Iterator<string>> => {
  const prepared = prepare(db, kind, centreId, from, to, now, { ...r, pageSize: 1 })
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
