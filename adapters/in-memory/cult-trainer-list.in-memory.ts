import * as E from 'fp-ts/Either'
import type { CultTrainerList } from '../../core/injury/cult-trainer-list.port'
import { isWorkout, trainsWorkout } from '../../core/injury/workout-trainers.rule'
import { notFound, rejected } from '../../core/shared/errors'
import * as M from '../../core/shared/messages'
import type { InMemoryProfileWorld } from './profile-world'
import { run } from './run'

/** The centre's agents who train the workout (core rule), by name, over the in-process world. */
export const createInMemoryCultTrainerList = (w: InMemoryProfileWorld): CultTrainerList => ({
  trainers: (q) =>
    run(() => {
      const centre = w.centres.get(q.centerId)
      if (centre === undefined) return E.left(notFound(M.CENTRE_NOT_FOUND))
      const workout = q.workout
      if (!isWorkout(workout)) return E.left(rejected(M.unknownWorkout(workout)))
      return E.right(
        w.agents
          .filter((a) => a.worksAt.includes(centre.centerServiceId) && trainsWorkout(a.roles, workout))
          .map((a) => ({ identityId: a.identityId, name: a.name }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      )
    }),
})
