import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { epochMs } from '../../core/shared/brands'
import { DAY_MS } from '../../core/shared/constants'
import { visibleBootcampSlots } from '../../core/selling/bootcamp-slots.rule'
import { academyStartDateBounds } from '../../core/selling/play-academy.rule'
import { exchangeApplicable, remainingDays } from '../../core/selling/plan-options.rule'
import { centreDate, centreDaysBetween } from '../../core/selling/sale-day'
import { bootcampSlotArb, instantArb } from '../support/selling'

describe('slot and date laws', () => {
  it('visible slots are exactly the slots with places left, in their order', () => {
    fc.assert(
      fc.property(fc.array(bootcampSlotArb, { maxLength: 12 }), (slots) => {
        const shown = visibleBootcampSlots(slots)
        expect(shown).toEqual(slots.filter((s) => s.consumedSlots < s.totalSlots))
        for (const s of slots) if (s.consumedSlots >= s.totalSlots) expect(shown).not.toContain(s)
      }),
    )
  })
  it('the centre day is the Kolkata day whatever the machine zone: 5h30 after UTC', () => {
    fc.assert(
      fc.property(instantArb, (t) => {
        expect(centreDate(t)).toBe(new Date(t + 5.5 * 3_600_000).toISOString().slice(0, 10))
      }),
    )
  })
  it('adding whole days moves the centre day by exactly that many days', () => {
    fc.assert(
      fc.property(instantArb, fc.integer({ min: -400, max: 400 }), (t, n) => {
        expect(centreDaysBetween(t, epochMs(t + n * DAY_MS))).toBe(n)
      }),
    )
  })
  it('the academy window spans exactly the selection window in days', () => {
    fc.assert(
      fc.property(instantArb, fc.integer({ min: 0, max: 60 }), (t, w) => {
        const { first, last } = academyStartDateBounds(t, w)
        expect((Date.parse(last) - Date.parse(first)) / DAY_MS).toBe(w)
      }),
    )
  })
  it('exchange applicability is monotone in the end date: a later end never makes it inapplicable', () => {
    fc.assert(
      fc.property(instantArb, fc.integer({ min: -10 * DAY_MS, max: 90 * DAY_MS }), fc.integer({ min: 0, max: 30 * DAY_MS }), (now, d, more) => {
        const end = epochMs(now + d)
        if (exchangeApplicable(end, now)) expect(exchangeApplicable(epochMs(end + more), now)).toBe(true)
        expect(exchangeApplicable(end, now)).toBe(remainingDays(end, now) >= 30)
      }),
    )
  })
})
