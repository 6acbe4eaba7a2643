import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { weekOf } from '../../core/employee/roster.rule'
import { type PatternDay, type ShiftPattern, patternClashDays, patternShifts, workingDays } from '../../core/employee/shift-pattern.rule'
import { addDays, centreDayOf, endOfCentreDay, startOfCentreDay } from '../../core/shared/centre-day'
import { epochMs } from '../../core/shared/brands'

const KINDS = ['PERSONAL_TRAINING', 'FLOOR_TRAINING', 'CENTRE_MANAGER', 'COACHING', 'LIFE_GUARD'] as const
/** A working day: any weekday, a start on the quarter hour, an end after it and at most midnight. */
const dayArb = (weekday: number): fc.Arbitrary<PatternDay> =>
  fc
    .tuple(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 96 }), fc.constantFrom(...KINDS))
    .map(([q, len, kind]) => ({ weekday, startMinute: q * 15, endMinute: Math.min(1440, q * 15 + len * 15), kind }))
const patternArb: fc.Arbitrary<ShiftPattern> = fc
  .subarray([0, 1, 2, 3, 4, 5, 6], { minLength: 0 })
  .chain((weekdays) => fc.tuple(...weekdays.map(dayArb)))
  .chain((days) => fc.shuffledSubarray(days, { minLength: days.length, maxLength: days.length }))
  .map((days) => ({ patternId: 'SP-1', centerServiceId: 1001, name: 'P', days }))
/** Any day of 2020-2035 as the week to apply it to. */
const weekArb = fc.integer({ min: 0, max: 16 * 365 }).map((n) => addDays('2020-01-01', n))

describe('shift pattern laws', () => {
  it('N working days give N shifts, each inside its own day of the week, in weekday order', () => {
    fc.assert(
      fc.property(patternArb, weekArb, (p, day) => {
        const week = weekOf(day)
        const shifts = patternShifts(p, 'emp-1', day)
        expect(shifts).toHaveLength(p.days.length)
        const byWeekday = [...p.days].sort((a, b) => a.weekday - b.weekday)
        shifts.forEach((s, i) => {
          const d = byWeekday[i]
          const on = week[d?.weekday ?? -1] ?? ''
          expect(centreDayOf(s.startTime)).toBe(on)
          expect(s.startTime).toBeGreaterThanOrEqual(startOfCentreDay(on))
          expect(s.endTime).toBeLessThanOrEqual(endOfCentreDay(on) + 1)
          expect(s.endTime - s.startTime).toBe(((d?.endMinute ?? 0) - (d?.startMinute ?? 0)) * 60_000)
          expect(s.kind).toBe(d?.kind)
          expect(s).toMatchObject({ agentId: 'emp-1', centerServiceId: 1001 })
        })
        for (let i = 1; i < shifts.length; i++) expect((shifts[i]?.startTime ?? 0) > (shifts[i - 1]?.startTime ?? 0)).toBe(true)
      }),
    )
  })

  it('never overlaps itself, and applying the same pattern twice clashes on every working day', () => {
    fc.assert(
      fc.property(patternArb, weekArb, (p, day) => {
        const shifts = patternShifts(p, 'emp-1', day)
        expect(patternClashDays(shifts, [])).toEqual([])
        for (let i = 0; i < shifts.length; i++)
          expect(patternClashDays([shifts[i] ?? { startTime: 0, endTime: 0 }], shifts.filter((_, j) => j !== i))).toEqual([])
        expect(patternClashDays(shifts, shifts)).toEqual(shifts.map((s) => centreDayOf(s.startTime)))
      }),
    )
  })

  it('names exactly the days where an existing shift overlaps, once each, in order', () => {
    fc.assert(
      fc.property(patternArb, weekArb, fc.array(fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 1, max: 600 }))), (p, day, raw) => {
        const week = weekOf(day)
        const theirs = raw.map(([wd, m, len]) => {
          const startTime = epochMs(startOfCentreDay(week[wd] ?? day) + m * 60_000)
          return { startTime, endTime: epochMs(startTime + len * 60_000) }
        })
        const planned = patternShifts(p, 'emp-1', day)
        const expected = planned.filter((s) => theirs.some((x) => s.startTime < x.endTime && x.startTime < s.endTime)).map((s) => centreDayOf(s.startTime))
        expect(patternClashDays(planned, theirs)).toEqual(expected)
      }),
    )
  })

  it('keeps one shift per weekday and drops malformed days', () => {
    fc.assert(
      fc.property(patternArb, fc.integer({ min: 0, max: 6 }), weekArb, (p, wd, day) => {
        const extra: ShiftPattern = { ...p, days: [...p.days, { weekday: wd, startMinute: 600, endMinute: 540, kind: 'COACHING' }, { weekday: 9, startMinute: 0, endMinute: 60, kind: 'COACHING' }] }
        expect(workingDays(extra)).toEqual(workingDays(p))
        expect(patternShifts(extra, 'emp-1', day)).toEqual(patternShifts(p, 'emp-1', day))
      }),
    )
  })
})
