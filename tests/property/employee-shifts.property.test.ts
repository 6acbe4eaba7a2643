import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sortShifts } from '../../core/employee/shift-lists.rule'
import { epochMs } from '../../core/shared/brands'

const T0 = Date.UTC(2026, 0, 1)
const shiftArb = fc
  .tuple(fc.integer({ min: -7 * 86_400_000, max: 7 * 86_400_000 }), fc.integer({ min: 1, max: 12 * 3_600_000 }), fc.nat(1000))
  .map(([from, len, id]) => ({ id, startTime: epochMs(T0 + from), endTime: epochMs(T0 + from + len) }))
const nowArb = fc.integer({ min: -8 * 86_400_000, max: 8 * 86_400_000 }).map((d) => epochMs(T0 + d))

describe('shift lists laws', () => {
  it('partition: every shift is in exactly one of past, current, upcoming', () => {
    fc.assert(
      fc.property(fc.array(shiftArb), nowArb, (shifts, now) => {
        const l = sortShifts(shifts, now)
        const all = [...l.past, ...l.current, ...l.upcoming]
        expect(all).toHaveLength(shifts.length)
        for (const s of shifts) expect(all.filter((x) => x === s)).toHaveLength(1)
      }),
    )
  })
  it('past ended by now, current spans now, upcoming starts after now', () => {
    fc.assert(
      fc.property(fc.array(shiftArb), nowArb, (shifts, now) => {
        const l = sortShifts(shifts, now)
        for (const s of l.past) expect(s.endTime).toBeLessThanOrEqual(now)
        for (const s of l.current) expect(s.startTime <= now && now < s.endTime).toBe(true)
        for (const s of l.upcoming) expect(s.startTime).toBeGreaterThan(now)
      }),
    )
  })
  it('each list is ordered by start time and does not depend on the input order', () => {
    fc.assert(
      fc.property(fc.array(shiftArb).chain((a) => fc.tuple(fc.constant(a), fc.shuffledSubarray(a, { minLength: a.length, maxLength: a.length }))), nowArb, ([a, b], now) => {
        const la = sortShifts(a, now)
        for (const list of [la.past, la.current, la.upcoming])
          for (let i = 1; i < list.length; i++) expect(list[i - 1]!.startTime).toBeLessThanOrEqual(list[i]!.startTime)
        const lb = sortShifts(b, now)
        const key = (l: typeof la) => [l.past, l.current, l.upcoming].map((x) => x.map((s) => `${s.startTime}-${s.endTime}`))
        expect(key(lb)).toEqual(key(la))
      }),
    )
  })
})
