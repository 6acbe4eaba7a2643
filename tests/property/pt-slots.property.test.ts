import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ptSessionStatusLabel, canRescheduleOrCancel } from '../../core/pt/pt-session-status.rule'
import { bucketSlots, isSlotSelectable, slotFetchStart } from '../../core/pt/trainer-slots.rule'
import { epochMs } from '../../core/shared/brands'
import { centreDayOf, centreHourOf, startOfCentreDay } from '../../core/shared/centre-day'
import { instantArb } from '../support/check-ins'

const slotArb = fc.record({
  startTime: instantArb,
  endTime: instantArb,
  status: fc.constantFrom('AVAILABLE', 'BLOCKED', 'BOOKED', 'OPEN'),
})

describe('trainer slot laws', () => {
  it('buckets partition the selectable slots by their centre hour', () => {
    fc.assert(
      fc.property(fc.array(slotArb, { maxLength: 30 }), (slots) => {
        const selectable = slots.filter(isSlotSelectable)
        const buckets = bucketSlots(selectable)
        for (const s of selectable) {
          const h = centreHourOf(s.startTime)
          const holding = buckets.filter((b) => b.slots.includes(s))
          if (h >= 4 && h < 23) {
            expect(holding).toHaveLength(1)
            expect(h).toBeGreaterThanOrEqual(holding[0]?.fromHour ?? Infinity)
            expect(h).toBeLessThan(holding[0]?.toHour ?? -Infinity)
          } else expect(holding).toHaveLength(0)
        }
        expect(buckets.reduce((n, b) => n + b.slots.length, 0)).toBe(
          selectable.filter((s) => centreHourOf(s.startTime) >= 4 && centreHourOf(s.startTime) < 23).length,
        )
      }),
    )
  })

  it('the slot query starts at the later of now minus 49 minutes and the start of the day', () => {
    fc.assert(
      fc.property(instantArb, (now) => {
        const day = centreDayOf(now)
        const start = slotFetchStart(day, now)
        expect(start).toBeGreaterThanOrEqual(startOfCentreDay(day))
        expect(start).toBeGreaterThanOrEqual(now - 49 * 60_000)
        expect([startOfCentreDay(day), now - 49 * 60_000]).toContain(start)
      }),
    )
  })
})

describe('PT session laws', () => {
  it('the shown status follows time: Upcoming, then Ongoing, then a final label that never changes', () => {
    fc.assert(
      fc.property(instantArb, fc.nat(4 * 3_600_000), fc.constantFrom('BOOKED', 'ATTENDED', 'NO_SHOW'), fc.nat(10 * 3_600_000), (start, len, status, dt) => {
        const s = { startTime: start, endTime: epochMs(start + len), status }
        const afterEnd = ptSessionStatusLabel(s, s.endTime)
        expect(ptSessionStatusLabel(s, epochMs(s.endTime + dt))).toBe(afterEnd)
        if (dt < len) expect(ptSessionStatusLabel(s, epochMs(start + dt))).toBe('Ongoing')
        expect(ptSessionStatusLabel(s, epochMs(start - 1 - dt))).toBe('Upcoming')
      }),
    )
  })
  it('once reschedule and cancel close, they stay closed', () => {
    fc.assert(
      fc.property(instantArb, instantArb, fc.nat(10 * 3_600_000), (start, now, dt) => {
        const s = { startTime: start, status: 'BOOKED' }
        if (!canRescheduleOrCancel(s, now)) expect(canRescheduleOrCancel(s, epochMs(now + dt))).toBe(false)
      }),
    )
  })
})
