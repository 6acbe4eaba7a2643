import { formatInTimeZone, fromZonedTime } from 'date-fns-tz'
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../../core/shared/constants'
import { CENTRE_TIME_ZONE } from '../../../core/shared/zone'
import type { Db } from '../../db/database'
import { seededRandom } from '../random'

/** Midnight of `now`'s calendar day in the centres' zone (Asia/Kolkata). */
export const centreDayStart = (now: number): number =>
  fromZonedTime(`${formatInTimeZone(now, CENTRE_TIME_ZONE, 'yyyy-MM-dd')}T00:00:00`, CENTRE_TIME_ZONE).getTime()

/** What each part of the profile seed writes with: the database, the time of seeding and the one random sequence they share, in order. */
export type ProfileSeed = {
  readonly db: Db
  readonly now: number
  /** Midnight of the seeding day, on the centres' clock. */
  readonly today: number
  /** The seed's random numbers: the parts draw from them in a fixed order, so every run writes the same rows. */
  readonly rnd: () => number
  /** A time `dayOffset` days from today, at `hour`:`minute` on the centres' clock. */
  readonly at: (dayOffset: number, hour: number, minute?: number) => number
}

export const profileSeed = (db: Db, now: number): ProfileSeed => {
  const rnd = seededRandom(0x5eed_0003)
  const today = centreDayStart(now)
  const at = (dayOffset: number, hour: number, minute = 0): number => today + dayOffset * DAY_MS + hour * HOUR_MS + minute * MINUTE_MS
  return { db, now, today, rnd, at }
}
