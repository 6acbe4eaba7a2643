import { describe, expect, it } from 'vitest'
import { sortShifts } from '../../../../core/employee/shift-lists.rule'
import { epochMs } from '../../../../core/shared/brands'

const H = 3_600_000
const now = epochMs(Date.UTC(2026, 2, 10, 6, 0))
const shift = (id: string, fromH: number, toH: number) => ({ id, startTime: epochMs(now + fromH * H), endTime: epochMs(now + toH * H) })

describe('Shift lists (part 1 §4, part 3 §4)', () => {
  it('are sorted into past, current and upcoming by time', () => {
    const lists = sortShifts([shift('later', 5, 9), shift('yesterday', -20, -12), shift('now', -1, 3), shift('soon', 1, 4), shift('morning', -6, -2)], now)
    expect(lists.past.map((s) => s.id)).toEqual(['yesterday', 'morning'])
    expect(lists.current.map((s) => s.id)).toEqual(['now'])
    expect(lists.upcoming.map((s) => s.id)).toEqual(['soon', 'later'])
  })
  it('a shift is current from its start and past from its end', () => {
    expect(sortShifts([shift('starts', 0, 2)], now).current).toHaveLength(1)
    expect(sortShifts([shift('ends', -2, 0)], now).past).toHaveLength(1)
  })
})
