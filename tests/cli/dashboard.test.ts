import { describe, expect, it } from 'vitest'
import { dashboardDays } from '../../core/dashboard/dashboard-range.rule'
import { epochMs } from '../../core/shared/brands'
import { runCli } from '../support/cli'

/** The headless CLI against the contract sandbox as the owner persona. */
const core = (args: readonly string[], env: Record<string, string> = {}) => runCli('owner', args, env)

describe('headless CLI: dashboard', () => {
  it("prints a play centre's last 7 days as JSON, ending yesterday", async () => {
    const r = await core(['dashboard', '--range', 'last7Days', '--centre', '1004'], { PORTAL_JSON: '1' })
    expect(r.code, r.stderr).toBe(0)
    const s = JSON.parse(r.stdout) as { from: string; to: string; visitKind: string; days: unknown[] }
    expect([s.from, s.to]).toEqual(Object.values(dashboardDays('last7Days', epochMs(Date.now()))))
    expect(s.visitKind).toBe('PLAY_BOOKINGS')
    expect(s.days).toHaveLength(7)
  }, 40_000)

  it('refuses an unknown range with a usage error (exit 2)', async () => {
    const r = await core(['dashboard', '--range', 'yesterday'])
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('--range must be one of today, last7Days, last10Days, last30Days, monthToDate')
  }, 40_000)
})
