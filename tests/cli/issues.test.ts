import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { runCli } from '../support/cli'
import { createHttpIssueDesk } from '../../adapters/http/issue-desk.http'
import { ISSUE_TABLE_COLUMNS } from '../../core/operations/issues-table.rule'
import { ISSUE_STATUS_LABELS } from '../../core/shared/messages'
import { httpClientAs } from '../support/sandbox-client'

/** The headless CLI against the contract sandbox as the owner persona. */
const core = (args: readonly string[]) => runCli('owner', args)

describe('npm run core -- issues', () => {
  it('writes the centre’s issues as CSV, newest first, statuses in words, the rows the API answers', async () => {
    const [run, api] = await Promise.all([core(['issues', '--centre', '1', '--csv']), (async () => createHttpIssueDesk(await httpClientAs('owner')).list(1)())()])
    expect(run.code, run.stderr).toBe(0)
    if (api._tag === 'Left') throw new Error(api.left.message)
    const lines = Papa.parse<string[]>(run.stdout, { skipEmptyLines: true }).data
    expect(lines[0]).toEqual([...ISSUE_TABLE_COLUMNS])
    // Other suites may file issues at the same time: the CLI's rows are the API's, in the API's order.
    const ids = api.right.map((i) => i.id)
    const listed = lines.slice(1)
    expect(listed.length).toBeGreaterThan(0)
    for (const l of listed) {
      const i = api.right.find((x) => x.id === l[0])
      if (i !== undefined) expect(l[4]).toBe(ISSUE_STATUS_LABELS[i.status])
    }
    expect(listed.map((l) => l[0]).filter((id) => ids.includes(id ?? ''))).toEqual(ids.filter((id) => listed.some((l) => l[0] === id)))
  }, 40_000)

  it('keeps one status with --status and refuses an unknown one (exit 2)', async () => {
    const [resolved, unknown] = await Promise.all([core(['issues', '--centre', '1', '--status', 'resolved', '--csv']), core(['issues', '--status', 'lost'])])
    expect(resolved.code, resolved.stderr).toBe(0)
    const rows = Papa.parse<string[]>(resolved.stdout, { skipEmptyLines: true }).data.slice(1)
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((r) => r[4] === 'Resolved')).toBe(true)
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('open, in-progress, resolved, closed')
  }, 40_000)
})
