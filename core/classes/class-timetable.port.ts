import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { ClassBooking, ClassDaysQuery, GroupClass, GroupClassDetail, MarkClassAttendanceRequest } from './group-class'

/** A centre's group classes: by day (/classes), a class with its bookings (/classDetail/:id), the week's schedule (/class/schedule). */
export interface ClassTimetable {
  /** The centre's classes from one day to another (both included), earliest first. */
  classes(q: ClassDaysQuery): TaskEither<GatewayError, readonly GroupClass[]>
  /** One class with its trainer, capacity, bookings, waitlist and attendance. */
  classDetail(classId: string): TaskEither<GatewayError, GroupClassDetail>
  /** The class schedule of a gym centre over the days asked (both included), earliest first. */
  schedule(q: ClassDaysQuery): TaskEither<GatewayError, readonly GroupClass[]>
  /** Marks a member with a confirmed place attended, from the class's start to 7 days after it. */
  markAttended(r: MarkClassAttendanceRequest): TaskEither<GatewayError, ClassBooking>
}
