import type { EpochMs } from '../shared/brands'
import { MINUTE_MS } from '../shared/constants'
import type { CheckIn, CheckInDisplayState, CheckInStatus } from './check-in'

const minuteOf = (t: number): number => Math.floor(t / MINUTE_MS)

/**
 * Display state of a check-in (part 1 §4, part 3 §4 "Check-in state"):
 * created is BOOKED, or MISSED once its end time is past, compared to the minute
 * (the end's minute is before now's minute); validated is CHECKED_IN, or CHECKED_OUT once
 * its end time is past; any other state is CHECKED_OUT; cancelled is excluded (undefined).
 */
export const checkInDisplayState = (c: Pick<CheckIn, 'state' | 'endTime'>, now: EpochMs): CheckInDisplayState | undefined => {
  switch (c.state) {
    case 'cancelled':
      return undefined
    case 'created':
      return minuteOf(c.endTime) < minuteOf(now) ? 'MISSED' : 'BOOKED'
    case 'validated':
      return c.endTime < now ? 'CHECKED_OUT' : 'CHECKED_IN'
    default:
      return 'CHECKED_OUT'
  }
}

type CheckInRecord = Pick<CheckIn, 'startTime' | 'checkInTime' | 'checkOutTime'>

const recordTime = (r: CheckInRecord): number => r.checkInTime ?? r.startTime

/**
 * A member's status from their check-in records: the records are sorted newest first
 * (by check-in time, else start time); when the first one has an in-time and no out-time the
 * member is CHECKED_IN, else CHECKED_OUT when there is any record, else NEVER_CHECKED_IN.
 */
export const checkInStatusFromRecords = (records: readonly CheckInRecord[]): CheckInStatus => {
  let first: CheckInRecord | undefined
  for (const r of records) if (first === undefined || recordTime(r) > recordTime(first)) first = r
  if (first === undefined) return 'NEVER_CHECKED_IN'
  return first.checkInTime !== undefined && first.checkOutTime === undefined ? 'CHECKED_IN' : 'CHECKED_OUT'
}
