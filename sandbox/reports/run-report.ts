import * as E from 'fp-ts/Either'
import type { ReportWireT } from '../../adapters/http/contract/report.codecs'
import { REPORT_COLUMNS } from '../../core/reports/report-columns'
import type { ReportRequest } from '../../core/reports/report-query.rule'
import { addDays, centreDayOf, startOfCentreDay } from '../../core/shared/centre-day'
import { epochMs } from '../../core/shared/brands'
import * as M from '../../core/shared/messages'
import type { Db } from '../db/database'
import { REPORT_SQL } from './report-sql'

export type ReportRefusal = { readonly status: 400 | 404; readonly message: string }

const quote = (key: string): string => `"${key.replace(/"/g, '""')}"`

/**
 * Runs a report in SQL: the report's query, then the search (any cell holding the text,
 * case-insensitively), then the sort (a column, ties in the report's own order); the totals are a
 * second SQL over the very same rows, so they always equal the sum of what is listed.
 */
export const runReportSql = (db: Db, r: ReportRequest, now: number): E.Either<ReportRefusal, ReportWireT> => {
  const centre = db.prepare('SELECT id, center_service_id AS csid FROM centres WHERE id = ?').get(r.centreId) as { id: number; csid: number } | undefined
  if (centre === undefined) return E.left({ status: 404, message: M.CENTRE_NOT_FOUND })
  const columns = REPORT_COLUMNS[r.kind]
  if (r.sortBy !== undefined && !columns.some((c) => c.key === r.sortBy?.field)) return E.left({ status: 400, message: M.REPORT_SORT_UNKNOWN_COLUMN })
  const filter = (r.filter ?? '').trim().toLowerCase()
  const where = filter === '' ? '' : `WHERE ${columns.map((c) => `instr(lower(CAST(r.${quote(c.key)} AS TEXT)), :q) > 0`).join(' OR ')}`
  const numbered = `SELECT r.*, row_number() OVER () AS _n FROM (${REPORT_SQL[r.kind]}) r`
  const shown = `SELECT * FROM (${numbered}) r ${where}`
  const order =
    r.sortBy === undefined ? 'ORDER BY _n' : `ORDER BY ${quote(r.sortBy.field)} COLLATE NOCASE ${r.sortBy.sortOrder === 'ASC' ? 'ASC' : 'DESC'}, _n`
  const params = {
    c: centre.id,
    csid: centre.csid,
    s: startOfCentreDay(r.from),
    e: startOfCentreDay(addDays(r.to, 1)),
    monthStart: startOfCentreDay(`${r.from.slice(0, 7)}-01`),
    monthEnd: startOfCentreDay(addDays(`${r.to.slice(0, 7)}-28`, 7).slice(0, 7) + '-01'),
    fromDay: r.from,
    toDay: r.to,
    today: centreDayOf(epochMs(now)),
    now,
    reportees: r.reportees === undefined ? null : JSON.stringify(r.reportees.ids),
    q: filter,
  }
  const used = (sql: string) => Object.fromEntries(Object.entries(params).filter(([k]) => new RegExp(`:${k}\\b`).test(sql)))
  const rowsSql = `${shown} ${order}`
  const rows = (db.prepare(rowsSql).all(used(rowsSql)) as Record<string, string | number | null>[]).map((row) => {
    const out: Record<string, string | number | null> = {}
    for (const c of columns) out[c.key] = row[c.key] ?? null
    return out
  })
  const summable = columns.filter((c) => c.type === 'money' || c.type === 'count')
  const totalsSql = `SELECT ${summable.length === 0 ? '0 AS _none' : summable.map((c) => `COALESCE(SUM(${quote(c.key)}), 0) AS ${quote(c.key)}`).join(', ')} FROM (${shown})`
  const t = db.prepare(totalsSql).get(used(totalsSql)) as Record<string, number>
  const totals = Object.fromEntries(summable.map((c) => [c.key, Number(t[c.key] ?? 0)]))
  // The wire's columns say key, label and type; which hold codes is the client's own table.
  return E.right({ startDate: r.from, endDate: r.to, columns: columns.map(({ key, label, type }) => ({ key, label, type })), rows, totals })
}
