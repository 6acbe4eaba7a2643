import { formatInTimeZone, fromZonedTime } from 'date-fns-tz'
import { CENTRE_TIME_ZONE } from '../../core/shared/zone'

/** A calendar day in the centre's zone, 'yyyy-MM-dd' (what the widgets take and give). */
export type Day = string

const noonOf = (day: Day): Date => fromZonedTime(`${day}T12:00:00`, CENTRE_TIME_ZONE)

/** The centre day an instant falls on (Asia/Kolkata, whatever the machine's zone). */
export const dayOf = (epochMs: number): Day => formatInTimeZone(epochMs, CENTRE_TIME_ZONE, 'yyyy-MM-dd')

/** The day navigator's label, 'ddd DD MMM' (e.g. 'Wed 25 Nov'). */
export const dayLabel = (day: Day): string => formatInTimeZone(noonOf(day), CENTRE_TIME_ZONE, 'EEE dd MMM')

/** The date picker's display, dd-MM-yyyy. */
export const dayDisplay = (day: Day): string => formatInTimeZone(noonOf(day), CENTRE_TIME_ZONE, 'dd-MM-yyyy')

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
