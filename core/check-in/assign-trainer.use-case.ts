import type { TaskEither } from 'fp-ts/TaskEither'
import { TRAINER_ASSIGNED } from '../shared/messages'
import { type ActionFailed, type Done, act, serverSays } from '../shared/outcome'
import type { CheckIn } from './check-in'
import type { CheckInDeps } from './check-in-actions'

/** Assigns a trainer to a check-in: 'Trainer successfully assigned', else the server message. */
export const assignTrainer =
  (d: CheckInDeps) =>
  (r: { readonly checkInId: string; readonly trainerId: string; readonly centerId: number }): TaskEither<ActionFailed<'AssignTrainerFailed'>, Done<CheckIn>> =>
    act('AssignTrainerFailed', serverSays, TRAINER_ASSIGNED)(d.checkIns.assignTrainer(r.checkInId, r.trainerId, r.centerId))
