import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { dashboardDays } from '../../core/dashboard/dashboard-range.rule'
import { epochMs } from '../../core/shared/brands'
import { sandboxUrl } from '../support/sandbox-client'

type Run = { readonly code: number; readonly stdout: string; readonly stderr: string }

const root = join(__dirname, '..', '..')
const tsx = join(root, 'node_modules', '.bin', 'tsx')

/** Runs the headless CLI (`npm run core -- ...`) against the contract sandbox. */
const core = (args: readonly string[], env: Record<string, string> = {}): Promise<Run> =>
  new Promise((resolve) => {
    execFile(
      tsx,
      ['composition/node/cli.ts', ...args],
      { cwd: root, env: { ...process.env, PORTAL_BASE_URL: sandboxUrl(), PORTAL_PERSONA: 'centre-manager', ...env }, timeout: 30_000 },
      (error, stdout, stderr) => resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, stdout, stderr }),
    )
  })

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
