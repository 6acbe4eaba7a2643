import { openDatabase } from '../sandbox/db/database'
import { seedIfEmpty } from '../sandbox/seed/seed'
import { CHECK_IN_PAGE_SIZE } from '../core/shared/constants'

/** The main gym (Koramangala Gym) in the sandbox's seed. */
export const MAIN_GYM_ID = 1

/**
 * The check-in list answer the sandbox gives for the main gym's whole seeded day: 10,000 records
 * (every state), built from a freshly seeded in-memory database exactly as the list route joins it.
 */
export const seededCheckInListJson = (now: number): string => {
  const db = openDatabase(':memory:')
  seedIfEmpty(db, now)
  const rows = db
    .prepare('SELECT full FROM check_ins WHERE centre_id = ? ORDER BY start_time, id LIMIT ?')
    .pluck()
    .all(MAIN_GYM_ID, CHECK_IN_PAGE_SIZE) as string[]
  db.close()
  return `{"checkIns":[${rows.join(',')}],"pageNumber":1,"pageSize":${CHECK_IN_PAGE_SIZE},"totalCount":${rows.length}}`
}
