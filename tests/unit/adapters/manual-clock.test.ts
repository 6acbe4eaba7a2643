import { describe, expect, it } from 'vitest'
import { createManualClock } from '../../../adapters/clock/manual-clock'

describe('the manual clock', () => {
  it('fires timers in time order as it advances, and not before', () => {
    const clock = createManualClock(1_000)
    const fired: string[] = []
    clock.timer(500).subscribe(() => fired.push(`b@${clock.now()}`))
    clock.timer(100).subscribe(() => fired.push(`a@${clock.now()}`))
    clock.advance(99)
    expect(fired).toEqual([])
    clock.advance(1_000)
    expect(fired).toEqual(['a@1100', 'b@1500'])
    expect(clock.now()).toBe(2_099)
  })

  it('drops a timer whose subscriber unsubscribed', () => {
    const clock = createManualClock(0)
    let fired = false
    clock.timer(10).subscribe(() => (fired = true)).unsubscribe()
    clock.advance(100)
    expect(fired).toBe(false)
    expect(clock.pendingTimers()).toBe(0)
  })
})
