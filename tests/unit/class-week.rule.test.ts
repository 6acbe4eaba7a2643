import { describe, expect, it } from 'vitest'
import { classTiming, classesByDay, placesLeft, weekOf } from '../../core/classes/class-week.rule'
import type { GroupClass } from '../../core/classes/group-class'
import { epochMs } from '../../core/shared/brands'
import { startOfCentreDay } from '../../core/shared/centre-day'

const cls = (id: string, start: number, capacity = 8, booked = 3): GroupClass => ({
  id,
  centreId: 1,
  name: 'Yoga Flow',
  workout: 'Yoga',
  trainerName: 'Sneha Rao',
  startTime: epochMs(start),
  endTime: epochMs(start + 50 * 60_000),
  capacity,
  booked,
  waitlisted: 0,
})

describe('the class week', () => {
  it('runs Monday to Sunday around any day of it', () => {
    expect(weekOf('2026-11-26')).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'])
    expect(weekOf('2026-11-23')[0]).toBe('2026-11-23')
    expect(weekOf('2026-11-29')[0]).toBe('2026-11-23')
    expect(weekOf('2027-01-01')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03'])
  })

  it('groups classes by their centre day, keeping empty days, earliest first', () => {
    const mon = startOfCentreDay('2026-11-23')
    const days = classesByDay(weekOf('2026-11-23'), [cls('b', mon + 19 * 3_600_000), cls('a', mon + 6 * 3_600_000), cls('c', startOfCentreDay('2026-11-25') + 3_600_000)])
    expect(days.map((d) => d.classes.map((c) => c.id))).toEqual([['a', 'b'], [], ['c'], [], [], [], []])
  })

  it('counts places left, never below zero, and tells upcoming, in progress and over apart', () => {
    expect(placesLeft(cls('a', 0, 8, 3))).toBe(5)
    expect(placesLeft(cls('a', 0, 8, 9))).toBe(0)
    const c = cls('a', 1_000_000)
    expect([classTiming(c, epochMs(999_999)), classTiming(c, epochMs(1_000_000)), classTiming(c, epochMs(c.endTime))]).toEqual(['UPCOMING', 'IN_PROGRESS', 'OVER'])
  })
})
