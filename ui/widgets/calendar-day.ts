import { centreDayOf } from '../../core/shared/centre-day-of'
import { epochMs } from '../../core/shared/brands'
import { MONTH_NAMES_SHORT, WEEKDAY_NAMES } from '../../core/shared/calendar-names'

/** A calendar day in the centre's zone, 'yyyy-MM-dd' (what the widgets take and give). */
export type Day = string

/** The centre day an instant falls on (Asia/Kolkata, whatever the machine's zone). */
export const dayOf = (t: number): Day => centreDayOf(epochMs(t))

/** The day navigator's label, 'ddd DD MMM' (e.g. 'Wed 25 Nov'): calendar arithmetic, no zone involved. */
export const dayLabel = (day: Day): string => `${WEEKDAY_NAMES[weekdayOf(day)] ?? ''} ${String(dateOf(day)).padStart(2, '0')} ${MONTH_NAMES_SHORT[monthOf(day) - 1] ?? ''}`

/** The date picker's display, dd-MM-yyyy. */
export const dayDisplay = (day: Day): string => `${String(dateOf(day)).padStart(2, '0')}-${String(monthOf(day)).padStart(2, '0')}-${String(yearOf(day)).padStart(4, '0')}`

const parts = (day: Day): [number, number, number] => {
  const [y, m, d] = day.split('-').map(Number)
  return [y ?? 1970, m ?? 1, d ?? 1]
}

/** Pure calendar arithmetic on day strings (no zone involved). */
export const addDays = (day: Day, n: number): Day => {
  const [y, m, d] = parts(day)
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10)
}

export const dayFrom = (year: number, month: number, date: number): Day =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`

export const yearOf = (day: Day): number => parts(day)[0]
export const monthOf = (day: Day): number => parts(day)[1]
export const dateOf = (day: Day): number => parts(day)[2]
export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate()
/** 0 = Sunday. */
export const weekdayOf = (day: Day): number => {
  const [y, m, d] = parts(day)
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay()
}

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
