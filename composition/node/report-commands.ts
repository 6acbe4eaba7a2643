import { csvOfTable } from '../../core/shared/csv.rule'
import { REPORT_KINDS, type ReportKind } from '../../core/reports/report'
import { cellText, reportCsvTable } from '../../core/reports/report-cells.rule'
import { REPORT_TITLES } from '../../core/reports/report-catalogue'
import { REPORT_PAGE } from '../../core/reports/report-query.rule'
import { addDays, centreDayOf } from '../../core/shared/centre-day'
import type { UseCases } from '../../core/use-cases'
import { parseOptions } from './selling-commands'
import { UsageError, chosenCentre, optionValue } from './cli-centre'

/** The report command of the headless CLI. */
export const REPORT_USAGE = `  report <kind> [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--centre <centerServiceId>] [--sort <column> [--desc]] [--search TEXT] [--csv]
               a report of the selected centre (default: the last 30 days, today included); --csv writes
               it as CSV (money in rupees), otherwise a table and its totals. Kinds: ${REPORT_KINDS.join(', ')}
               (or the report route's name: ${[...new Set(Object.values(REPORT_PAGE))].filter((p) => p !== 'v2settlement').join(', ')})`


/** A report kind by its name or its route's name, whatever the case. */
export const reportKindNamed = (name: string): ReportKind | undefined => {
  const n = name.toLowerCase()
  const byKind = REPORT_KINDS.find((k) => k.toLowerCase() === n)
  if (byKind !== undefined) return byKind
  const byPage = REPORT_KINDS.filter((k) => REPORT_PAGE[k].toLowerCase() === n)
  return byPage.length === 1 ? byPage[0] : n === 'v2settlement' || n === 'v1settlements' ? 'settlements' : undefined
}

/** Runs `report`; exit code 1 when the report is refused, 2 on a usage error. */
export const runReportCommand = async (portal: UseCases, args: readonly string[], json: boolean): Promise<number> => {
  try {
    const [name, ...rest] = args
    const kind = name === undefined ? undefined : reportKindNamed(name)
    if (kind === undefined) throw new UsageError(`Name a report: ${REPORT_KINDS.join(', ')}`)
    const o = parseOptions(rest)
    const one = (k: string): string | undefined => optionValue(o, k)
    const centre = await chosenCentre(portal, one('centre'))
    const today = centreDayOf(portal.now())
    const to = one('to') ?? today
    const from = one('from') ?? addDays(to, -29)
    const sort = one('sort')
    const search = one('search')
    const r = await portal.runReport({
      kind,
      centreId: centre.id,
      from,
      to,
      ...(sort === undefined ? {} : { sortBy: { field: sort, sortOrder: o.has('desc') ? 'DESC' : 'ASC' } }),
      ...(search === undefined ? {} : { filter: search }),
    })()
    if (r._tag === 'Left') {
      const why = r.left._tag === 'ValidationFailed' ? Object.values(r.left.errors).join(' ') : r.left.message
      process.stderr.write(`${why}\n`)
      return 1
    }
    const report = r.right
    if (o.has('csv')) {
      process.stdout.write(`${csvOfTable(reportCsvTable(report.columns, report.rows))}\r\n`)
      return 0
    }
    if (json) {
      process.stdout.write(`${JSON.stringify(report, null, 2)}\n`)
      return 0
    }
    process.stdout.write(`${REPORT_TITLES[kind]}, ${centre.name}, ${report.from} to ${report.to}: ${report.rows.length} rows\n`)
    console.table(report.rows.map((row) => Object.fromEntries(report.columns.map((c) => [c.label, cellText(c, row[c.key])]))))
    const totals = report.columns.filter((c) => report.totals[c.key] !== undefined).map((c) => `${c.label} ${cellText(c, report.totals[c.key])}`)
    if (totals.length > 0) process.stdout.write(`Total: ${totals.join(', ')}\n`)
    return 0
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`)
    return e instanceof UsageError ? 2 : 1
  }
}
