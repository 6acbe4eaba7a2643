import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import { runCli } from '../support/cli'
import { createHttpReportDesk } from '../../adapters/http/report-desk.http'
import { REPORT_COLUMNS } from '../../core/reports/report-columns'
import { epochMs } from '../../core/shared/brands'
import { addDays, centreDayOf } from '../../core/shared/centre-day'
import { httpClientAs } from '../support/sandbox-client'

/** The headless CLI against the contract sandbox as the owner persona. */
const core = (args: readonly string[]) => runCli('owner', args)

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

  it('writes lead quality and status in words, as the screen shows them', async () => {
    const to = centreDayOf(epochMs(Date.now()))
    const from = addDays(to, -60)
    const run = await core(['report', 'leadDetails', '--from', from, '--to', to, '--csv'])
    expect(run.code, run.stderr).toBe(0)
    const [head, ...rows] = Papa.parse<string[]>(run.stdout, { skipEmptyLines: true }).data
    const quality = (head ?? []).indexOf('Quality')
    const status = (head ?? []).indexOf('Status')
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      expect(['Hot', 'Warm', 'Cold', 'Not interested', '']).toContain(row[quality])
      expect(row[status]).not.toMatch(/^[A-Z_]{2,}$/)
    }
  }, 40_000)

  it('says which reports exist for an unknown one (exit 2), and why a range is refused (exit 1)', async () => {
    const [unknown, backwards] = await Promise.all([core(['report', 'nothing']), core(['report', 'revenue', '--from', '2026-11-20', '--to', '2026-11-01'])])
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('cashSales')
    expect(backwards.code).toBe(1)
    expect(backwards.stderr).toContain('The From date must be on or before the To date.')
  }, 40_000)
})
