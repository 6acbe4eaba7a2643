import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { CentreDay } from '../shared/centre-day-of'
import type { GroupClass } from './group-class'
import type { ClassesDeps } from './classes'

/** A centre's classes of one day (/classes). */
export const loadClassesOfDay =
  (d: ClassesDeps) =>
  (q: { readonly centreId: number; readonly day: CentreDay }): TaskEither<GatewayError, readonly GroupClass[]> =>
    d.classTimetable.classes({ centreId: q.centreId, from: q.day, to: q.day })
