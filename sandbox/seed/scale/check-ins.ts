import type { CheckInStateWire, CheckInTypeWire } from '../../../adapters/http/contract/check-in.codecs'
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../../core/shared/constants'
import type { Db } from '../../db/database'
import type { StoredCheckIn } from '../../store/profile-store'
import { withUserDetails } from '../../store/profile-store'
import { scaleCustomerId, scaleCustomerName } from './customers'
import { rowsOnDay, type ScalePlan } from './plan'

/** Scale check-in ids start here, clear of the normal seed's. */
export const SCALE_CHECK_IN_FIRST_ID = 1_000_000_001
const TYPES: readonly CheckInTypeWire[] = ['other', 'other', 'other', 'trial', 'complimentary']

/**
 * A year of check-ins at the busiest centres, every day before today (today's lists stay as the
 * normal seed left them): mostly checked in and out, some missed bookings and cancellations.
 */
export const seedScaleCheckIns = (db: Db, plan: ScalePlan, rnd: () => number, today: number, busiest: readonly number[]): number => {
  const ins = db.prepare('INSERT INTO check_ins (id, centre_id, user_id, start_time, state, pass_code, data, full) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
  let id = SCALE_CHECK_IN_FIRST_ID
  for (let d = plan.days; d >= 1; d--) {
    for (const centreId of busiest) {
      for (let k = 0; k < rowsOnDay(plan.checkInsPerDay, plan.days - d + 1); k++) {
        const i = Math.floor(rnd() * plan.customers)
        const userId = scaleCustomerId(i)
        const start = today - d * DAY_MS + (5 * 60 + Math.floor(rnd() * 17 * 60)) * MINUTE_MS
        const roll = rnd()
        const state: CheckInStateWire = roll < 0.85 ? 'validated' : roll < 0.95 ? 'created' : 'cancelled'
        const validatedAt = state === 'validated' ? start + 2 * MINUTE_MS : null
        const row: StoredCheckIn = {
          id,
          centerId: centreId,
          state,
          startTime: start,
          endTime: start + HOUR_MS,
          userId,
          checkInType: TYPES[k % TYPES.length] as CheckInTypeWire,
          flags: [],
          validatedAt,
          checkInTime: validatedAt,
          checkOutTime: state === 'validated' ? start + HOUR_MS : null,
          userCheckinCount: 1 + (i % 200),
          trainerId: null,
          trainerName: null,
          checkInGuidance: null,
          lead: null,
          modalConfigPayload: null,
        }
        const data = JSON.stringify(row)
        const n = scaleCustomerName(i)
        ins.run(id, centreId, userId, start, state, null, data, withUserDetails(data, n.first, n.last))
        id++
      }
    }
  }
  return id - SCALE_CHECK_IN_FIRST_ID
}
