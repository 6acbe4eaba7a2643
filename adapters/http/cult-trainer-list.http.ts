import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { CultTrainerList } from '../../core/injury/cult-trainer-list.port'
import { CultTrainersWire } from './contract/care.codecs'
import { PATHS } from './contract/paths'
import type { HttpClient } from './http-client'

/** Fetch cult trainers list over HTTP: POST the centre, workout and cult employee id; the answer's trainers. */
export const createHttpCultTrainerList = (http: HttpClient): CultTrainerList => ({
  trainers: (q) =>
    pipe(
      http.send(
        { path: PATHS.cultTrainers, data: { centerId: q.centerId, workout: q.workout, ...(q.cultEmployeeId === undefined ? {} : { cultEmployeeId: q.cultEmployeeId }) } },
        CultTrainersWire,
      ),
      TE.map((w) => w.trainers),
    ),
})
