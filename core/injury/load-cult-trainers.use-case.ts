import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { CultTrainer, CultTrainerList, CultTrainersQuery } from './cult-trainer-list.port'

export type LoadCultTrainersDeps = { readonly cultTrainers: CultTrainerList }

/**
 * The trainers of the centre for a workout (fetch cult trainers list, part 3 §7): the Report
 * Injury form's trainer list for the chosen session type ('NA' is added by the form).
 */
export const loadCultTrainers =
  (d: LoadCultTrainersDeps) =>
  (q: CultTrainersQuery): TaskEither<GatewayError, readonly CultTrainer[]> =>
    d.cultTrainers.trainers(q)
