import { describe, expect, it } from 'vitest'
import { dashboardDays } from '../../core/dashboard/dashboard-range.rule'
import { epochMs } from '../../core/shared/brands'
import { runCli } from '../support/cli'

/** The headless CLI against the contract sandbox as the centre-manager persona. */
const core = (args: readonly string[], env: Record<string, string> = {}) => runCli('centre-manager', args, env)

describe('headless CLI: my-performance', () => {
  it("prints the centre manager's own last 30 days at Koramangala as JSON, ending yesterday", async () => {
    const r = await core(['my-performance', '--range', 'last30Days', '--centre', '1001'], { PORTAL_JSON: '1' })
    expect(r.code, r.stderr).toBe(0)
    const m = JSON.parse(r.stdout) as { from: string; to: string; staffName: string; sales: number; days: { sales: number }[] }
    expect([m.from, m.to]).toEqual(Object.values(dashboardDays('last30Days', epochMs(Date.now()))))
    expect(m.staffName).toBe('Vikram Shetty')
    expect(m.days).toHaveLength(30)
    expect(m.days.reduce((s, d) => s + d.sales, 0)).toBe(m.sales)
  }, 40_000)

  it('is refused to a persona without the permission (exit 1) and refuses an unknown range (exit 2)', async () => {
    const refused = await core(['my-performance', '--centre', '1001'], { PORTAL_PERSONA: 'trainer' })
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain('CM_PERFORMANCE')
    const r = await core(['my-performance', '--range', 'yesterday'])
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('--range must be one of today, last7Days, last10Days, last30Days, monthToDate')
  }, 40_000)
})
