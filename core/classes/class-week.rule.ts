import { addDays } from '../shared/centre-day'
import type { CentreDay } from '../shared/centre-day-of'
import type { EpochMs } from '../shared/brands'
import { centreDayOf } from '../shared/centre-day-of'
import type { GroupClass } from './group-class'

/** The week (Monday first, centre days) holding a day: its seven days in order. */
export const weekOf = (day: CentreDay): readonly CentreDay[] => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay() // 0 Sunday
  const monday = addDays(day, -((weekday + 6) % 7))
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i))
}

/** Classes grouped by their centre day, one entry per day asked (empty days kept), each day earliest first. */
export const classesByDay = (days: readonly CentreDay[], classes: readonly GroupClass[]): readonly { readonly day: CentreDay; readonly classes: readonly GroupClass[] }[] =>
  days.map((day) => ({
    day,
    classes: classes.filter((c) => centreDayOf(c.startTime) === day).sort((a, b) => a.startTime - b.startTime || a.id.localeCompare(b.id)),
  }))

/** Places left in a class (never below zero). */
export const placesLeft = (c: GroupClass): number => Math.max(0, c.capacity - c.booked)

/** A class's state at an instant: upcoming, in progress or over. */
export type ClassTiming = 'UPCOMING' | 'IN_PROGRESS' | 'OVER'
export const classTiming = (c: Pick<GroupClass, 'startTime' | 'endTime'>, now: EpochMs): ClassTiming =>
  now < c.startTime ? 'UPCOMING' : now < c.endTime ? 'IN_PROGRESS' : 'OVER'
