import { MONTH_NAMES_SHORT, WEEKDAY_NAMES } from './calendar-names'
import { weekdayOf } from './centre-day'
import { type CentreDay, centreWallClock } from './centre-day-of'

/**
 * The one set of display formats of the portal (part 1 §9, part 3 §9): every screen, CSV and CLI
 * line writes dates, times and counts through these, in the centre's zone and the same on every
 * machine and in every browser locale. Only the spec's session format writes 'am'/'pm' in lower
 * case ('DD MMM YYYY | h:mm a', core/customer/profile-dates.rule.ts); every other time is 'h:mm A'.
 * Built from the centre's wall clock (the platform's Intl calendar read part by part, never its
 * locale's wording), so screens that show a date carry no date library (the bundle budgets).
 */

export { formatCount } from './count-format'

const two = (n: number): string => String(n).padStart(2, '0')
const month = (m: number): string => MONTH_NAMES_SHORT[m - 1] ?? ''

/** A clock time at the centre, 'h:mm A': '7:37 AM'. */
export const formatTime = (t: number): string => {
  const c = centreWallClock(t)
  return `${c.hour % 12 === 0 ? 12 : c.hour % 12}:${two(c.minute)} ${c.hour < 12 ? 'AM' : 'PM'}`
}

/** A calendar day at the centre, 'DD MMM YYYY': '03 Dec 2026'. */
export const formatDay = (t: number): string => {
  const c = centreWallClock(t)
  return `${two(c.day)} ${month(c.month)} ${c.year}`
}

/** A day at the centre without its year, where the year is plain from the page, 'DD MMM': '03 Dec'. */
export const formatShortDay = (t: number): string => {
  const c = centreWallClock(t)
  return `${two(c.day)} ${month(c.month)}`
}

/** A centre day with its weekday, 'EEE DD MMM': 'Thu 03 Dec' (the roster's day labels). */
export const formatWeekdayShortDay = (day: CentreDay): string => `${WEEKDAY_NAMES[weekdayOf(day)] ?? ''} ${formatCalendarShortDay(day)}`

/** A centre day as a heading, 'EEE, DD MMM YYYY': 'Thu, 03 Dec 2026'. */
export const formatWeekdayDay = (day: CentreDay): string => `${WEEKDAY_NAMES[weekdayOf(day)] ?? ''}, ${formatCalendarDay(day)}`

/** A moment at the centre with a 24-hour clock, 'DD-MM-YYYY HH:mm' (part 1 §9, payment links): '03-12-2026 07:37'. */
export const formatNumericDateTime = (t: number): string => {
  const c = centreWallClock(t)
  return `${two(c.day)}-${two(c.month)}-${c.year} ${two(c.hour)}:${two(c.minute)}`
}

/** A moment at the centre, 'DD MMM YYYY, h:mm A': '03 Dec 2026, 7:37 AM'. */
export const formatDateTime = (t: number): string => `${formatDay(t)}, ${formatTime(t)}`

const dayParts = (day: string): readonly [number, number, number] | undefined => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  return m === null ? undefined : [Number(m[1]), Number(m[2]), Number(m[3])]
}

/** A calendar day ('yyyy-MM-dd', no zone involved) as 'DD MMM YYYY': '2026-12-03' -> '03 Dec 2026'. */
export const formatCalendarDay = (day: string): string => {
  const p = dayParts(day)
  return p === undefined ? day : `${two(p[2])} ${month(p[1])} ${p[0]}`
}

/** A calendar day as 'DD MMM': '2026-12-03' -> '03 Dec'. */
export const formatCalendarShortDay = (day: string): string => {
  const p = dayParts(day)
  return p === undefined ? day : `${two(p[2])} ${month(p[1])}`
}

/** The date picker's text, 'dd-MM-yyyy': '2026-11-27' -> '27-11-2026'. */
export const formatPickerDay = (day: string): string => {
  const p = dayParts(day)
  return p === undefined ? day : `${String(p[2]).padStart(2, '0')}-${String(p[1]).padStart(2, '0')}-${String(p[0]).padStart(4, '0')}`
}

const daysIn = (year: number, month: number): number =>
  month === 2 ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31

/**
 * What a person typed in a date picker, read as dd-MM-yyyy (also with '/' or '.' between, and one
 * digit for the day or month: '7-1-2026'), as 'yyyy-MM-dd'; undefined when it is not a real day
 * (31-02-2026) or not in that shape (a US 11/27/2026 has no month 27, so it is refused too). A
 * pasted 'yyyy-MM-dd' (year first, so it cannot be misread) is taken as well.
 */
export const parsePickerDay = (text: string): string | undefined => {
  const iso = /^\s*(\d{4})-(\d{2})-(\d{2})\s*$/.exec(text)
  const m = iso === null ? /^\s*(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})\s*$/.exec(text) : null
  if (iso === null && m === null) return undefined
  const d = Number(iso === null ? m?.[1] : iso[3])
  const mo = Number(iso === null ? m?.[2] : iso[2])
  const y = Number(iso === null ? m?.[3] : iso[1])
  if (y < 1900 || y > 2999 || mo < 1 || mo > 12 || d < 1 || d > daysIn(y, mo)) return undefined
  return `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}
