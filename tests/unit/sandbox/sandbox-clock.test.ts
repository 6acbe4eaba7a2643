import { describe, expect, it } from 'vitest'
import { parseStartAt, readConfig, sandboxClock } from '../../../sandbox/config'
import { SANDBOX_PAGES } from '../../../adapters/http/contract/sandbox-paths'
import { openDatabase } from '../../../sandbox/db/database'
import { createSandboxApp } from '../../../sandbox/http/app'

describe('SANDBOX_NOW: the sandbox seeds and answers as of a given instant', () => {
  it('reads an ISO 8601 instant with a zone, or epoch milliseconds', () => {
    expect(parseStartAt('2026-11-26T02:00:00Z')).toBe(Date.UTC(2026, 10, 26, 2, 0))
    expect(parseStartAt('2026-11-26T07:30:00+05:30')).toBe(Date.UTC(2026, 10, 26, 2, 0))
    expect(parseStartAt(String(Date.UTC(2026, 10, 26, 2, 0)))).toBe(Date.UTC(2026, 10, 26, 2, 0))
  })

  it('refuses an instant without a zone or that is not a time', () => {
    expect(() => parseStartAt('2026-11-26T02:00:00')).toThrow(/SANDBOX_NOW must be/)
    expect(() => parseStartAt('tomorrow')).toThrow(/SANDBOX_NOW must be/)
    expect(() => readConfig({ SANDBOX_NOW: 'noon' })).toThrow(/SANDBOX_NOW must be/)
  })

  it('leaves the machine clock alone when unset', () => {
    expect(readConfig({}).startAt).toBeUndefined()
    expect(readConfig({ SANDBOX_NOW: '' }).startAt).toBeUndefined()
  })

  it('starts at the instant and runs on in real time', () => {
    let machine = 1_000_000
    const now = sandboxClock(Date.UTC(2026, 10, 26, 2, 0), () => machine)
    expect(now()).toBe(Date.UTC(2026, 10, 26, 2, 0))
    machine += 90_000
    expect(now()).toBe(Date.UTC(2026, 10, 26, 2, 0) + 90_000)
  })

  it('tells its clock on /sandbox/clock, without a session', async () => {
    const db = openDatabase(':memory:')
    const app = createSandboxApp({ db, now: () => 1_764_122_400_000 })
    const res = await app.request(SANDBOX_PAGES.clock)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ now: 1_764_122_400_000 })
    db.close()
  })
})
