import { centreDayOf } from '../../core/shared/centre-day-of'
import { epochMs } from '../../core/shared/brands'

/** The unit suite reads the fixed instant of vitest.config.ts (Wednesday 18 November 2026, 11:00 IST). */
describe('the unit suite’s clock', () => {
  it('is the fixed instant, by Date.now() and new Date() alike, and time still runs', async () => {
    const a = Date.now()
    expect(a).toBeGreaterThanOrEqual(Date.parse('2026-11-18T05:30:00Z'))
    expect(centreDayOf(epochMs(a))).toBe('2026-11-18')
    expect(Math.abs(new Date().getTime() - a)).toBeLessThan(1_000)
    await new Promise((r) => setTimeout(r, 20))
    expect(Date.now()).toBeGreaterThan(a)
  })
})
