import { describe, expect, it } from 'vitest'
import { guardClick, INITIAL_CLICK_GUARD } from '../../../../core/shared/click-guard.rule'
import { epochMs } from '../../../../core/shared/brands'

describe('submit button guard', () => {
  it('accepts the leading click and ignores repeat clicks for 5 seconds', () => {
    const first = guardClick(INITIAL_CLICK_GUARD, epochMs(10_000))
    expect(first.accepted).toBe(true)
    const repeat = guardClick(first.state, epochMs(14_999))
    expect(repeat.accepted).toBe(false)
    expect(guardClick(repeat.state, epochMs(15_000)).accepted).toBe(true)
  })
  it('does not extend the quiet period with ignored clicks', () => {
    let s = guardClick(INITIAL_CLICK_GUARD, epochMs(0)).state
    s = guardClick(s, epochMs(4_000)).state
    expect(guardClick(s, epochMs(5_000)).accepted).toBe(true)
  })
})
