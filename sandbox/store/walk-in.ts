import { HOUR_MS } from '../../core/shared/constants'
import * as M from '../../core/shared/messages'
import type { Db } from '../db/database'
import { type CustomerRow, insertCheckIn, membershipsOf, nextId, type StoredCheckIn } from './profile-store'

/*
 * A walk-in check-in and the rules a member's check-in follows, shared by the desk's Checkin
 * button and a scanned pass or card: a current gym membership, not every one paused, and no
 * check-in still open.
 */

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

/** Why the member cannot check in as a member now (the spec's messages), or undefined when they can. */
export const memberCheckInRefusal = (db: Db, userId: string, t: number): string | undefined => {
  const current = membershipsOf(db, userId, 'GYM').filter((m) => m.start <= t && t <= m.end)
  if (current.length === 0) return M.NO_ACTIVE_MEMBERSHIPS
  if (current.every((m) => m.status === 'PAUSED')) return M.MEMBERSHIP_PAUSED_NO_CHECK_IN
  if (openCheckIn(db, userId, t) !== undefined) return M.ALREADY_CHECKED_IN
  return undefined
}

/** Records a walk-in check-in starting at `t`, validated at once, with its flags (an offline check-in is flagged). */
export const walkIn = (db: Db, u: CustomerRow, centerId: number, type: 'trial' | 'other', t: number, flags: readonly string[] = []): StoredCheckIn => {
  const count = db.prepare("SELECT COUNT(*) FROM check_ins WHERE user_id = ? AND state = 'validated'").pluck().get(u.id) as number
  const ci: StoredCheckIn = {
    id: nextId(db, 'check_ins'),
    centerId,
    state: 'validated',
    startTime: t,
    endTime: t + CHECK_IN_LENGTH_MS,
    userId: u.id,
    checkInType: type,
    flags: [...flags],
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
