import type { Paise } from '../../core/shared/brands'
import { formatRupees } from '../../core/shared/money'
import { formatCalendarDay, formatCalendarShortDay, formatCount } from '../../core/shared/display-format'

/** '26 Nov 2026' for a centre day (YYYY-MM-DD), '03 Dec' without the year (the core's formats). */
export const dayWords = (day: string): string => formatCalendarDay(day)
export const shortDayWords = (day: string): string => formatCalendarShortDay(day)
export const countWords = (n: number): string => formatCount(n)
/** Rupees as the portal writes them, without '.00' for a whole amount (figures and tables stay short). */
export const moneyWords = (p: Paise): string => formatRupees(p).replace(/\.00$/, '')
