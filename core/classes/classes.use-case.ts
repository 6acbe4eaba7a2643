import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { CentreDay } from '../shared/centre-day-of'
import type { ClassTimetable } from './class-timetable.port'
import { weekOf } from './class-week.rule'
import type { ClassBooking, GroupClass, GroupClassDetail, MarkClassAttendanceRequest } from './group-class'

export type ClassesDeps = { readonly classTimetable: ClassTimetable }

/** A centre's classes of one day (/classes). */
export const loadClassesOfDay =
  (d: ClassesDeps) =>
  (q: { readonly centreId: number; readonly day: CentreDay }): TaskEither<GatewayError, readonly GroupClass[]> =>
    d.classTimetable.classes({ centreId: q.centreId, from: q.day, to: q.day })

/** One class with its bookings, waitlist and attendance (/classDetail/:id). */
export const loadClassDetail =
  (d: ClassesDeps) =>
  (classId: string): TaskEither<GatewayError, GroupClassDetail> =>
    d.classTimetable.classDetail(classId)

/** Marks a member of a class attended (/classDetail/:id). */
export const markClassAttendance =
  (d: ClassesDeps) =>
  (r: MarkClassAttendanceRequest): TaskEither<GatewayError, ClassBooking> =>
    d.classTimetable.markAttended(r)

/** The week's class schedule (Monday to Sunday) holding a day (/class/schedule). */
export const loadClassSchedule =
  (d: ClassesDeps) =>
  (q: { readonly centreId: number; readonly day: CentreDay }): TaskEither<GatewayError, readonly GroupClass[]> => {
    const week = weekOf(q.day)
    return d.classTimetable.schedule({ centreId: q.centreId, from: week[0] ?? q.day, to: week[6] ?? q.day })
  }
