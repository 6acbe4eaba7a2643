import { execFile } from 'node:child_process'
import { join } from 'node:path'
import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { createHttpReportDesk } from '../../adapters/http/report-desk.http'
import { REPORT_COLUMNS } from '../../core/reports/report-columns'
import { epochMs } from '../../core/shared/brands'
import { addDays, centreDayOf } from '../../core/shared/centre-day'
import { httpClientAs, sandboxUrl } from '../support/sandbox-client'

type Run = { readonly code: number; readonly stdout: string; readonly stderr: string }
const root = join(__dirname, '..', '..')
const core = (args: readonly string[]): Promise<Run> =>
  new Promise((resolve) => {
    execFile(
      join(root, 'node_modules', '.bin', 'tsx'),
      ['composition/node/cli.ts', ...args],
      { cwd: root, env: { ...process.env, PORTAL_BASE_URL: sandboxUrl(), PORTAL_PERSONA: 'owner' }, timeout: 30_000, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, stdout, stderr }),
    )
  })

describe('npm run core -- report', () => {
  it('writes a report as CSV: its column labels, then exactly the rows the API answers, money in rupees', async () => {
    const to = centreDayOf(epochMs(Date.now()))
    const from = addDays(to, -13)
    const [run, api] = await Promise.all([
      core(['report', 'cashSales', '--from', from, '--to', to, '--csv']),
      (async () => createHttpReportDesk(await httpClientAs('owner')).run({ kind: 'cashSales', centreId: 1, from, to })())(),
    ])
    expect(run.code, run.stderr).toBe(0)
    if (api._tag === 'Left') throw new Error(api.left.message)
    const lines = Papa.parse<string[]>(run.stdout, { skipEmptyLines: true }).data
    expect(lines[0]).toEqual(REPORT_COLUMNS.cashSales.map((c) => c.label))
    expect(lines.slice(1).map((l) => l[2])).toEqual(api.right.rows.map((r) => r.order))
    expect(lines.slice(1).map((l) => l[6])).toEqual(api.right.rows.map((r) => ((r.amount as number) / 100).toFixed(2)))
  }, 40_000)

  it('says which reports exist for an unknown one (exit 2), and why a range is refused (exit 1)', async () => {
    const [unknown, backwards] = await Promise.all([core(['report', 'nothing']), core(['report', 'revenue', '--from', '2026-11-20', '--to', '2026-11-01'])])
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('cashSales')
    expect(backwards.code).toBe(1)
    expect(backwards.stderr).toContain('The From date must be on or before the To date.')
  }, 40_000)
})
