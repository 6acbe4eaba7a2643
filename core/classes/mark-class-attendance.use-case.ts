import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { ClassBooking, MarkClassAttendanceRequest } from './group-class'
import type { ClassesDeps } from './classes'

/** Marks a member of a class attended (/classDetail/:id). */
export const markClassAttendance =
  (d: ClassesDeps) =>
  (r: MarkClassAttendanceRequest): TaskEither<GatewayError, ClassBooking> =>
    d.classTimetable.markAttended(r)
