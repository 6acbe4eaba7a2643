import { describe, expect, it } from 'vitest'
import { epochMs } from '../../core/shared/brands'
import { centreDayOf } from '../../core/shared/centre-day-of'
import { runCli } from '../support/cli'

describe('the CLI prints days and times on the centre’s clock, as the portal shows them', () => {
  it('lookup-customer: each membership’s start and end are centre days (not UTC days)', async () => {
    const [json, table] = await Promise.all([runCli('owner', ['lookup-customer', '9000000004', '--json']), runCli('owner', ['lookup-customer', '9000000004'])])
    expect(json.code, json.stderr).toBe(0)
    expect(table.code, table.stderr).toBe(0)
    const p = JSON.parse(json.stdout) as { memberships: { memberships: { start: number; end: number }[] } }
    expect(p.memberships.memberships.length).toBeGreaterThan(0)
    for (const m of p.memberships.memberships) {
      expect(table.stdout).toContain(centreDayOf(epochMs(m.start)))
      expect(table.stdout).toContain(centreDayOf(epochMs(m.end)))
    }
  }, 40_000)
})
