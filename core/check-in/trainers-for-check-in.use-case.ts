import type { TaskEither } from 'fp-ts/TaskEither'
import { type ActionFailed, fetchAs, serverSays } from '../shared/outcome'
import type { CheckInTrainer } from './check-in-registry.port'
import type { CheckInDeps } from './check-in-actions'

/** The trainers offered for a check-in (the recommended one flagged). Failure shows the server message. */
export const trainersForCheckIn =
  (d: CheckInDeps) =>
  (checkInId: string): TaskEither<ActionFailed<'TrainersUnavailable'>, readonly CheckInTrainer[]> =>
    fetchAs('TrainersUnavailable', serverSays)(d.checkIns.trainersFor(checkInId))
