import { closeOutTable } from '../../core/money/close-out-table.rule'
import { isCentreDay } from '../../core/reports/report-query.rule'
import { csvText } from '../../core/shared/csv.rule'
import type { UseCases } from '../../core/use-cases'
import { parseOptions } from './selling-commands'
import { UsageError, chosenCentre, optionValue } from './cli-centre'

/** The cash drawer command of the headless CLI. */
export const DRAWER_USAGE = `  drawer report [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--staff <staffId>] [--centre <centerServiceId|id>] [--csv]
               the centre's cash drawer close-outs (a manager's: CASH_DRAWER_SIGN_OFF), newest first,
               by staff member and day with expected, counted, difference, reason and who signed off
               (default: the last 31 days; --staff: one staff member's); --csv writes them as CSV`


/** Runs `drawer report`; exit code 1 when the report is refused, 2 on a usage error. */
export const runDrawerCommand = async (portal: UseCases, args: readonly string[], json: boolean): Promise<number> => {
  try {
    const [what, ...rest] = args
    if (what !== 'report') throw new UsageError(`Unknown drawer command '${what ?? ''}': use drawer report`)
    const o = parseOptions(rest)
    const one = (k: string): string | undefined => optionValue(o, k)
    const centre = await chosenCentre(portal, one('centre'))
    const from = one('from')
    const to = one('to')
    const staffId = one('staff')
    for (const day of [from, to]) if (day !== undefined && !isCentreDay(day)) throw new UsageError(`Not a day: '${day}' (use YYYY-MM-DD)`)
    const r = await portal.loadCloseOuts({
      centreId: centre.id,
      ...(from === undefined ? {} : { from }),
      ...(to === undefined ? {} : { to }),
      ...(staffId === undefined ? {} : { staffId }),
    })()
    if (r._tag === 'Left') {
      process.stderr.write(`${r.left.message}\n`)
      return 1
    }
    const table = closeOutTable(r.right.closeOuts, centre.name)
    if (o.has('csv')) {
      process.stdout.write(`${csvText(table)}\r\n`)
      return 0
    }
    if (json) {
      process.stdout.write(`${JSON.stringify(r.right.closeOuts, null, 2)}\n`)
      return 0
    }
    const [header, ...rows] = table
    process.stdout.write(`Cash drawer close-outs at ${centre.name}: ${rows.length}\n`)
    console.table(rows.map((row) => Object.fromEntries((header ?? []).map((h, n) => [h, row[n] ?? '']))))
    return 0
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`)
    return e instanceof UsageError ? 2 : 1
  }
}
