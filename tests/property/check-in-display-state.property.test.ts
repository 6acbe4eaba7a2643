import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkInDisplayState } from '../../core/check-in/check-in-display-state.rule'
import { epochMs } from '../../core/shared/brands'
import { checkInArb, instantArb } from '../support/check-ins'

describe('check-in display state laws', () => {
  it('is total over non-cancelled check-ins and undefined exactly for cancelled ones', () => {
    fc.assert(
      fc.property(checkInArb, instantArb, (c, now) => {
        const s = checkInDisplayState(c, now)
        if (c.state === 'cancelled') expect(s).toBeUndefined()
        else expect(['BOOKED', 'MISSED', 'CHECKED_IN', 'CHECKED_OUT']).toContain(s)
      }),
    )
  })

  it('is monotone in time: once missed or checked out, it stays so as now grows', () => {
    fc.assert(
      fc.property(checkInArb, instantArb, fc.nat(10 * 86_400_000), (c, now, later) => {
        const before = checkInDisplayState(c, now)
        const after = checkInDisplayState(c, epochMs(now + later))
        if (before === 'MISSED' || before === 'CHECKED_OUT') expect(after).toBe(before)
      }),
    )
  })

  it('keeps a created check-in in the created family and a validated one in the validated family', () => {
    fc.assert(
      fc.property(checkInArb, instantArb, (c, now) => {
        const s = checkInDisplayState(c, now)
        if (c.state === 'created') expect(['BOOKED', 'MISSED']).toContain(s)
        if (c.state === 'validated') expect(['CHECKED_IN', 'CHECKED_OUT']).toContain(s)
      }),
    )
  })
})
