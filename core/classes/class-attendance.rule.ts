import type { EpochMs } from '../shared/brands'
import { DAY_MS } from '../shared/constants'
import { CLASS_ALREADY_ATTENDED, CLASS_ATTENDANCE_WINDOW_OVER, CLASS_MEMBER_NOT_BOOKED, CLASS_NOT_STARTED, CLASS_WAITLIST_NOT_MARKED } from '../shared/messages'
import type { ClassBooking, GroupClass } from './group-class'

/** Attendance of a class is marked from its start until 7 days after it (staff catching up on the week). */
export const CLASS_ATTENDANCE_WINDOW_MS = 7 * DAY_MS

/** Whether the class is open for marking attendance at an instant. */
export const classAttendanceOpen = (c: Pick<GroupClass, 'startTime'>, now: EpochMs): boolean => now >= c.startTime && now <= c.startTime + CLASS_ATTENDANCE_WINDOW_MS

/**
 * Why a member cannot be marked attended (undefined: they can): only a confirmed place, once, from the
 * class's start to 7 days after it.
 */
export const classAttendanceRefusal = (c: Pick<GroupClass, 'startTime'>, b: ClassBooking | undefined, now: EpochMs): string | undefined => {
  if (b === undefined) return CLASS_MEMBER_NOT_BOOKED
  if (b.status !== 'CONFIRMED') return CLASS_WAITLIST_NOT_MARKED
  if (b.attended) return CLASS_ALREADY_ATTENDED
  if (now < c.startTime) return CLASS_NOT_STARTED
  if (now > c.startTime + CLASS_ATTENDANCE_WINDOW_MS) return CLASS_ATTENDANCE_WINDOW_OVER
  return undefined
}
