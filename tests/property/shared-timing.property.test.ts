import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, centreDayOf, endOfCentreDay, startOfCentreDay } from '../../core/shared/centre-day'
import { epochMs } from '../../core/shared/brands'
import { guardClick, INITIAL_CLICK_GUARD } from '../../core/shared/click-guard.rule'
import { dashboardRange } from '../../core/shared/dashboard-date-range.rule'
import { instantArb } from '../support/check-ins'

const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1

describe('click guard laws', () => {
  it('never accepts two clicks within 5 seconds, and accepts the first click', () => {
    fc.assert(
      fc.property(instantArb, fc.array(fc.nat(8_000), { maxLength: 30 }), (t0, gaps) => {
        let state = INITIAL_CLICK_GUARD
        let t = t0 as number
        const accepted: number[] = []
        for (const [i, gap] of [0, ...gaps].entries()) {
          t += gap
          const r = guardClick(state, epochMs(t))
          if (i === 0) expect(r.accepted).toBe(true)
          if (r.accepted) accepted.push(t)
          state = r.state
        }
        for (let i = 1; i < accepted.length; i++) expect((accepted[i] ?? 0) - (accepted[i - 1] ?? 0)).toBeGreaterThanOrEqual(5_000)
      }),
    )
  })
  it('accepts any click 5 seconds or more after the last accepted one', () => {
    fc.assert(
      fc.property(instantArb, fc.integer({ min: 5_000, max: 100_000 }), (t0, gap) => {
        const first = guardClick(INITIAL_CLICK_GUARD, t0)
        expect(guardClick(first.state, epochMs(t0 + gap)).accepted).toBe(true)
      }),
    )
  })
})

describe('dashboard date range laws', () => {
  it('the last 7, 10 and 30 days end yesterday and have the right length', () => {
    fc.assert(
      fc.property(instantArb, fc.constantFrom(['last7Days', 7], ['last10Days', 10], ['last30Days', 30]) as fc.Arbitrary<
        ['last7Days' | 'last10Days' | 'last30Days', number]
      >, (now, [range, n]) => {
        const r = dashboardRange(range, now)
        expect(r.to).toBe(addDays(centreDayOf(now), -1))
        expect(daysBetween(r.from, r.to)).toBe(n)
      }),
    )
  })
  it('month to date ends yesterday and starts on the 1st of yesterday’s month', () => {
    fc.assert(
      fc.property(instantArb, (now) => {
        const r = dashboardRange('monthToDate', now)
        const yesterday = addDays(centreDayOf(now), -1)
        expect(r.to).toBe(yesterday)
        expect(r.from).toBe(`${yesterday.slice(0, 7)}-01`)
        expect(daysBetween(r.from, r.to)).toBeGreaterThanOrEqual(1)
        expect(daysBetween(r.from, r.to)).toBeLessThanOrEqual(31)
      }),
    )
  })
})

describe('centre day laws (Asia/Kolkata, UTC+05:30 all year)', () => {
  it('an instant falls within the centre day it is said to fall on', () => {
    fc.assert(
      fc.property(instantArb, (t) => {
        const day = centreDayOf(t)
        expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        expect(startOfCentreDay(day)).toBeLessThanOrEqual(t)
        expect(t).toBeLessThanOrEqual(endOfCentreDay(day))
      }),
    )
  })
  it('the centre day turns at 18:30 UTC', () => {
    expect(centreDayOf(epochMs(Date.UTC(2026, 0, 31, 18, 29, 59, 999)))).toBe('2026-01-31')
    expect(centreDayOf(epochMs(Date.UTC(2026, 0, 31, 18, 30)))).toBe('2026-02-01')
    expect(centreDayOf(epochMs(Date.UTC(2024, 1, 28, 18, 30)))).toBe('2024-02-29')
    expect(centreDayOf(epochMs(Date.UTC(2026, 11, 31, 18, 30)))).toBe('2027-01-01')
  })
})
