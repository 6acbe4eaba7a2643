import { centreDayOf } from '../../core/shared/centre-day-of'
import { epochMs } from '../../core/shared/brands'
import { runCli } from '../support/cli'
import { SANDBOX_PAGES } from '../../adapters/http/contract/sandbox-paths'
import { sandboxUrl } from '../support/sandbox-client'

/** The suite's instant (vitest.config.ts): Wednesday 18 November 2026, 11:00 in the centres' zone. */
const CONTRACT_INSTANT = Date.parse('2026-11-18T05:30:00Z')

/** The suite's clock: every process of it reads the fixed instant, so no test meets a day's end. */
describe('the contract suite’s clock', () => {
  it('reads the fixed instant in the tests, by Date.now() and new Date() alike, and time still runs', async () => {
    const a = Date.now()
    expect(a).toBeGreaterThanOrEqual(CONTRACT_INSTANT)
    expect(a).toBeLessThan(CONTRACT_INSTANT + 2 * 3_600_000)
    expect(Math.abs(new Date().getTime() - a)).toBeLessThan(1_000)
    await new Promise((r) => setTimeout(r, 20))
    expect(Date.now()).toBeGreaterThan(a)
    expect(centreDayOf(epochMs(a))).toBe('2026-11-18')
  })

  it('serves the sandbox as of the same instant', async () => {
    const r = await fetch(`${sandboxUrl()}${SANDBOX_PAGES.clock}`)
    const { now } = (await r.json()) as { now: number }
    expect(Math.abs(now - Date.now())).toBeLessThan(5_000)
  })

  it('runs the CLI as of the same instant: its day by default is the suite’s', async () => {
    const r = await runCli('owner', ['classes', '--centre', '1003'], { PORTAL_JSON: '1' })
    expect(r.code, r.stderr).toBe(0)
    const classes = JSON.parse(r.stdout) as { startTime: number }[]
    expect(classes.length).toBeGreaterThan(0)
    expect(new Set(classes.map((c) => centreDayOf(epochMs(c.startTime))))).toEqual(new Set(['2026-11-18']))
  })
})
