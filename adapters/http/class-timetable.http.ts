import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { ClassTimetable } from '../../core/classes/class-timetable.port'
import type { ClassDaysQuery, GroupClass, GroupClassDetail } from '../../core/classes/group-class'
import { epochMs } from '../../core/shared/brands'
import { CLASS_PATHS, ClassBookingWire, GroupClassDetailAnswer, GroupClassesAnswer, type GroupClassWire, classAttendancePath, classDetailPath } from './contract/classes.codecs'
import type { HttpClient } from './http-client'

const classFrom = (w: GroupClassWire): GroupClass => ({
  id: w.id,
  centreId: w.centerId,
  name: w.name,
  workout: w.workout,
  trainerName: w.trainerName,
  startTime: epochMs(w.startTime),
  endTime: epochMs(w.endTime),
  capacity: w.capacity,
  booked: w.booked,
  waitlisted: w.waitlisted,
})

const detailFrom = (w: GroupClassDetailAnswer): GroupClassDetail => ({
  ...classFrom(w),
  bookings: w.bookings.map((b) => ({ userId: b.userId, memberName: b.memberName, status: b.status, waitlistPosition: b.waitlistPosition, attended: b.attended })),
})

const daysParams = (q: ClassDaysQuery) => ({ centerId: q.centreId, startDate: q.from, endDate: q.to })

/** Group classes over HTTP: GET v1/classes, v1/classes/schedule and v1/classes/:classId. */
export const createHttpClassTimetable = (http: HttpClient): ClassTimetable => ({
  classes: (q) => pipe(http.send({ path: CLASS_PATHS.classes, params: daysParams(q) }, GroupClassesAnswer), TE.map((a) => a.classes.map(classFrom))),
  schedule: (q) => pipe(http.send({ path: CLASS_PATHS.schedule, params: daysParams(q) }, GroupClassesAnswer), TE.map((a) => a.classes.map(classFrom))),
  markAttended: (r) => http.send({ path: classAttendancePath(r.classId), data: { userId: r.userId } }, ClassBookingWire),
  classDetail: (id) => pipe(http.send({ path: classDetailPath(id) }, GroupClassDetailAnswer), TE.map(detailFrom)),
})
