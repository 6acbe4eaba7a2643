import { csvText } from '../../core/shared/csv.rule'
import { ISSUE_STATUSES, type IssueStatus } from '../../core/operations/issue'
import { issuesTable } from '../../core/operations/issues-table.rule'
import type { UseCases } from '../../core/use-cases'
import { parseOptions } from './selling-commands'

/** The issues command of the headless CLI (Report Issue). */
export const ISSUES_USAGE = `  issues [--centre <centerServiceId|id>] [--status open|in-progress|resolved|closed] [--csv]
               the issues reported at a centre (default: the selected one), newest first, statuses
               in words; --csv writes them as CSV (e.g. for a weekly maintenance review)`

class UsageError extends Error {}

const statusNamed = (s: string): IssueStatus | undefined => ISSUE_STATUSES.find((x) => x === s.toUpperCase().replace('-', '_'))

/** Runs `issues`; exit code 1 when the list is refused, 2 on a usage error. */
export const runIssuesCommand = async (portal: UseCases, args: readonly string[], json: boolean): Promise<number> => {
  try {
    const o = parseOptions(args)
    const one = (k: string): string | undefined => {
      const v = o.get(k)?.[0]
      return v === 'true' ? undefined : v
    }
    const wantedStatus = one('status')
    const status = wantedStatus === undefined ? undefined : statusNamed(wantedStatus)
    if (wantedStatus !== undefined && status === undefined) throw new UsageError(`A status is one of open, in-progress, resolved, closed`)
    const ctx = await portal.loadCentreContext()()
    if (ctx._tag === 'Left') throw new Error(`${ctx.left._tag}: ${ctx.left.message}`)
    const wanted = one('centre')
    const centre = wanted === undefined ? ctx.right.selected : ctx.right.centers.find((c) => String(c.centerServiceId) === wanted || String(c.id) === wanted)
    if (centre === undefined) throw new UsageError(`You have no centre ${wanted ?? ''}`.trim())
    const r = await portal.loadIssues({ centreId: centre.id })()
    if (r._tag === 'Left') {
      process.stderr.write(`${r.left.message}\n`)
      return 1
    }
    const issues = status === undefined ? r.right : r.right.filter((i) => i.status === status)
    if (o.has('csv')) {
      process.stdout.write(`${csvText(issuesTable(issues))}\r\n`)
      return 0
    }
    if (json) {
      process.stdout.write(`${JSON.stringify(issues, null, 2)}\n`)
      return 0
    }
    const [header, ...rows] = issuesTable(issues)
    process.stdout.write(`Issues at ${centre.name}: ${rows.length}\n`)
    console.table(rows.map((row) => Object.fromEntries((header ?? []).map((h, n) => [h, row[n] ?? '']))))
    return 0
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`)
    return e instanceof UsageError ? 2 : 1
  }
}
