import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { closeOutDaysProblem, closeOutInstants, closeOutTable, closeOutTotals } from '../../core/money/close-out-table.rule'
import type { Drawer } from '../../core/money/money'
import { epochMs, paise } from '../../core/shared/brands'
import { centreDayOf } from '../../core/shared/centre-day'
import { DAY_MS } from '../../core/shared/constants'
import { DRAWER_CLOSE_OUTS_RANGE, drawerCloseOutsCsvHeader } from '../../core/shared/messages/money'

/*
 * The close-out report by staff member and day (docs/decisions/payment.md): a manager chooses days
 * (the first not after the last, at most three months: 93 days), sees the close-outs of the drawers
 * opened on those days on the centre's calendar, and their totals: the net difference is the sum of
 * the differences shown, the shortfalls and the overs are added apart.
 */

const dayArb = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2028, 11, 31) }).map((t) => new Date(t - (t % DAY_MS)).toISOString().slice(0, 10))
const plusDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10)
const daysBetween = (from: string, to: string): number => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS

const drawerArb: fc.Arbitrary<Drawer> = fc
  .record({
    expected: fc.integer({ min: 0, max: 5_000_000 }),
    difference: fc.integer({ min: -500_000, max: 500_000 }),
    counted: fc.boolean(),
    staff: fc.constantFrom(['s1', 'Meera Iyer'], ['s2', 'Farah Khan']),
    at: fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 31) }),
  })
  .map(({ expected, difference, counted, staff, at }) => {
    const diff = Math.max(difference, -expected)
    return {
      drawerId: `DRW-${at}`,
      centreId: 1,
      staffId: staff[0] ?? '',
      staffName: staff[1] ?? '',
      status: counted ? ('CLOSED' as const) : ('SIGNED_OFF' as const),
      openedBySale: false,
      openedAt: epochMs(at),
      float: paise(0),
      movements: [],
      expected: paise(expected),
      counted: paise(expected + diff),
      difference: paise(diff),
    }
  })

describe('the close-out report', () => {
  it('totals: the net difference is the sum of the differences shown; short and over are the negative and positive ones apart; counted less expected is the net', () => {
    fc.assert(
      fc.property(fc.array(drawerArb, { maxLength: 40 }), (list) => {
        const t = closeOutTotals(list)
        const diffs: number[] = list.map((d) => d.difference ?? 0)
        expect(t.count).toBe(list.length)
        expect(t.difference).toBe(diffs.reduce((s, x) => s + x, 0))
        expect(t.short).toBe(diffs.filter((x) => x < 0).reduce((s, x) => s - x, 0))
        expect(t.over).toBe(diffs.filter((x) => x > 0).reduce((s, x) => s + x, 0))
        expect(t.short).toBeGreaterThanOrEqual(0)
        expect(t.counted - t.expected).toBe(t.difference)
      }),
    )
  })

  it('days: refused unless the first is not after the last and they span at most 93 days', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: -10, max: 200 }), (from, span) => {
        const to = plusDays(from, span)
        const ok = span >= 0 && daysBetween(from, to) + 1 <= 93
        expect(closeOutDaysProblem({ from, to })).toBe(ok ? undefined : DRAWER_CLOSE_OUTS_RANGE)
      }),
    )
    for (const bad of [{}, { from: '2026-11-01' }, { from: '2026-02-30', to: '2026-03-01' }, { from: 'yesterday', to: '2026-03-01' }]) expect(closeOutDaysProblem(bad)).toBe(DRAWER_CLOSE_OUTS_RANGE)
  })

  it('days become the instants from the first day’s midnight to the midnight after the last, on the centre’s calendar', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: 0, max: 92 }), (from, span) => {
        const to = plusDays(from, span)
        const i = closeOutInstants({ from, to })
        expect(centreDayOf(i.from)).toBe(from)
        expect(centreDayOf(i.from - 1)).toBe(plusDays(from, -1))
        expect(centreDayOf(i.to - 1)).toBe(to)
        expect(centreDayOf(i.to)).toBe(plusDays(to, 1))
      }),
    )
  })

  it('the table has the staff words’ header and one row a close-out, in the order given', () => {
    fc.assert(
      fc.property(fc.array(drawerArb, { maxLength: 10 }), (list) => {
        const table = closeOutTable(list, 'Koramangala')
        expect(table[0]).toEqual([...drawerCloseOutsCsvHeader])
        expect(table.slice(1).map((r) => r[1])).toEqual(list.map((d) => d.staffName))
        expect(table.slice(1).every((r) => r[2] === 'Koramangala' && r.length === drawerCloseOutsCsvHeader.length)).toBe(true)
      }),
    )
  })
})
