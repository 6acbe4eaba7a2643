import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { GroupClassDetail } from './group-class'
import type { ClassesDeps } from './classes'

/** One class with its bookings, waitlist and attendance (/classDetail/:id). */
export const loadClassDetail =
  (d: ClassesDeps) =>
  (classId: string): TaskEither<GatewayError, GroupClassDetail> =>
    d.classTimetable.classDetail(classId)
