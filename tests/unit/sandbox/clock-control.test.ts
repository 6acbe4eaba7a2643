import { describe, expect, it } from 'vitest'
import { adjustableClock } from '../../../sandbox/clock'
import { clockControlRoutes } from '../../../sandbox/http/clock-control.routes'
import { SANDBOX_PAGES } from '../../../adapters/http/contract/sandbox-paths'

describe('the sandbox clock a journey can move', () => {
  it('reads the base clock, runs on from an instant it is set to, and goes back on reset', () => {
    let machine = 1_000_000
    const clock = adjustableClock(() => machine)
    expect(clock.now()).toBe(1_000_000)
    clock.set(5_000_000)
    machine += 60_000
    expect(clock.now()).toBe(5_060_000)
    clock.reset()
    expect(clock.now()).toBe(machine)
  })

  it('moves only to an instant within a year, refuses other bodies and other origins', async () => {
    const base = () => 1_800_000_000_000
    const clock = adjustableClock(base)
    const app = clockControlRoutes(clock, base)
    const post = (body: unknown, headers: Record<string, string> = {}) =>
      app.request(SANDBOX_PAGES.clock, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', host: 'localhost', ...headers } })
    const moved = await post({ now: base() + 3_600_000 })
    expect(moved.status).toBe(200)
    expect(((await moved.json()) as { now: number }).now).toBe(base() + 3_600_000)
    expect((await post({ now: base() + 400 * 86_400_000 })).status).toBe(400)
    expect((await post({ now: 'soon' })).status).toBe(400)
    expect((await post({ reset: true }, { origin: 'http://elsewhere.example' })).status).toBe(403)
    expect((await post({ reset: true }, { origin: 'not a url' })).status).toBe(403)
    expect((await post({ reset: true })).status).toBe(200)
    expect(clock.now()).toBe(base())
  })
})
