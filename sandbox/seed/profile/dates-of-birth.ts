import { centreDayOf } from '../../../core/shared/centre-day'
import { CROWD, crowdId, DEMO } from './customers'
import type { ProfileSeed } from './seed-context'

/*
 * Dates of birth (customers.date_of_birth, 'YYYY-MM-DD'), read by the birthday alert at check-in.
 * A share of customers gave theirs (every third of the crowd, spread over the year and over ages
 * 20 to 59); the others never did (NULL). One demo customer, Bhavna Bose, has her birthday on the
 * seed's centre day, so the alert can be seen whatever day the sandbox is started on.
 */

/** The demo customer whose birthday is the seed's centre day. */
export const BIRTHDAY_DEMO = DEMO.bca

/** Her year of birth: a leap year, so a seed on 29 February still gives a real date. */
const BIRTHDAY_DEMO_YEAR = 1992

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const
const pad = (n: number): string => String(n).padStart(2, '0')

/** The crowd's i-th date of birth: day `dayOfYear` (0-364) of a non-leap calendar, in `year`. */
const dateOf = (year: number, dayOfYear: number): string => {
  let month = 0
  let day = dayOfYear
  while (day >= (DAYS_IN_MONTH[month] ?? 31)) day -= DAYS_IN_MONTH[month++] ?? 31
  return `${year}-${pad(month + 1)}-${pad(day + 1)}`
}

/** The crowd's date of birth, when this customer gave one (every third). Fixed dates: the same on every seeding. */
export const crowdDateOfBirth = (i: number): string | undefined => (i % 3 === 0 ? dateOf(1967 + ((i * 7) % 40), (i * 97) % 365) : undefined)

export const seedDatesOfBirth = ({ db, now }: ProfileSeed): void => {
  const set = db.prepare('UPDATE customers SET date_of_birth = ? WHERE id = ?')
  set.run(`${BIRTHDAY_DEMO_YEAR}-${centreDayOf(now).slice(5)}`, BIRTHDAY_DEMO.id)
  for (let i = 0; i < CROWD; i++) {
    const dob = crowdDateOfBirth(i)
    if (dob !== undefined) set.run(dob, crowdId(i))
  }
}
