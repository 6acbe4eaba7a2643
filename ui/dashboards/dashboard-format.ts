import type { Paise } from '../../core/shared/brands'
import { formatRupees } from '../../core/shared/money'

const DAY_WORDS = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
const SHORT_DAY = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' })
const COUNT = new Intl.NumberFormat('en-IN')

/** '26 Nov 2026' for a centre day (YYYY-MM-DD); the day is a calendar date, so it is read in UTC. */
export const dayWords = (day: string): string => DAY_WORDS.format(Date.parse(`${day}T00:00:00Z`))
export const shortDayWords = (day: string): string => SHORT_DAY.format(Date.parse(`${day}T00:00:00Z`))
export const countWords = (n: number): string => COUNT.format(n)
/** Rupees as the portal writes them, without '.00' for a whole amount (figures and tables stay short). */
export const moneyWords = (p: Paise): string => formatRupees(p).replace(/\.00$/, '')
