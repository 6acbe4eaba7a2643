import { HOUR_MS } from '../../core/shared/constants'
import type { Db } from '../db/database'
import { type CustomerRow, insertCheckIn, nextId, type StoredCheckIn } from './profile-store'

/** How long a walk-in check-in lasts unless the member checks out first. */
export const CHECK_IN_LENGTH_MS = 2 * HOUR_MS

/** The member's open check-in (validated, not checked out, not yet ended), if any. */
export const openCheckIn = (db: Db, userId: string, t: number): StoredCheckIn | undefined =>
  (
    db
      .prepare("SELECT data FROM check_ins WHERE user_id = ? AND state = 'validated' AND start_time <= ? ORDER BY start_time DESC LIMIT 5")
      .pluck()
      .all(userId, t) as string[]
  )
    .map((d) => JSON.parse(d) as StoredCheckIn)
    .find((ci) => (ci.checkOutTime ?? null) === null && ci.endTime > t)

/** A walk-in: the member is checked in at the centre now, for two hours. */
export const walkIn = (db: Db, u: CustomerRow, centerId: number, type: 'trial' | 'other', t: number): StoredCheckIn => {
  const count = db.prepare("SELECT COUNT(*) FROM check_ins WHERE user_id = ? AND state = 'validated'").pluck().get(u.id) as number
  const ci: StoredCheckIn = {
    id: nextId(db, 'check_ins'),
    centerId,
    state: 'validated',
    startTime: t,
    endTime: t + CHECK_IN_LENGTH_MS,
    userId: u.id,
    checkInType: type,
    flags: [],
    validatedAt: t,
    checkInTime: t,
    checkOutTime: null,
    userCheckinCount: count + 1,
    trainerId: null,
    trainerName: null,
  }
  insertCheckIn(db, ci, u, null)
  return ci
}
