import { describe, expect, it } from 'vitest'
import { loadingInterval } from '../../../../core/shared/loading-interval.rule'

describe('Loading-interval timer (part 1 §9)', () => {
  it('ticks once per step seconds, default 10 seconds total', () => {
    expect(loadingInterval(0)).toEqual({ ticks: 0, remainingSeconds: 10, done: false })
    expect(loadingInterval(999)).toEqual({ ticks: 0, remainingSeconds: 10, done: false })
    expect(loadingInterval(1000)).toEqual({ ticks: 1, remainingSeconds: 9, done: false })
    expect(loadingInterval(10_000)).toEqual({ ticks: 10, remainingSeconds: 0, done: true })
    expect(loadingInterval(60_000)).toEqual({ ticks: 10, remainingSeconds: 0, done: true })
  })
  it('with a 2-second step ticks five times over the 10 seconds', () => {
    expect(loadingInterval(4_000, 2)).toEqual({ ticks: 2, remainingSeconds: 6, done: false })
    expect(loadingInterval(10_000, 2)).toEqual({ ticks: 5, remainingSeconds: 0, done: true })
  })
  it('a step that does not divide the total ends at the total', () => {
    expect(loadingInterval(9_000, 3)).toEqual({ ticks: 3, remainingSeconds: 1, done: false })
    expect(loadingInterval(12_000, 3)).toEqual({ ticks: 4, remainingSeconds: 0, done: true })
  })
})
