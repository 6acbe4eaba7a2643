import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { CentreDay } from '../shared/centre-day-of'
import { weekOf } from './class-week.rule'
import type { GroupClass } from './group-class'
import type { ClassesDeps } from './classes'

/** The week's class schedule (Monday to Sunday) holding a day (/class/schedule). */
export const loadClassSchedule =
  (d: ClassesDeps) =>
  (q: { readonly centreId: number; readonly day: CentreDay }): TaskEither<GatewayError, readonly GroupClass[]> => {
    const week = weekOf(q.day)
    return d.classTimetable.schedule({ centreId: q.centreId, from: week[0] ?? q.day, to: week[6] ?? q.day })
  }
