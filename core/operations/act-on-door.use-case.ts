import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { DOOR_ACTION_DONE } from '../shared/messages'
import { type ActionFailed, type Done, actionFailed, done, reasonOf } from '../shared/outcome'
import type { DoorCommand, DoorDevice } from './door-device'
import type { DoorDeps } from './door'

export type DoorActionError = ActionFailed<'DoorActionFailed'>

/** Opens a door (CHECKIN or CHECKOUT); the server refuses an offline device with its reason. */
export const actOnDoor =
  (d: DoorDeps) =>
  (c: DoorCommand): TaskEither<DoorActionError, Done<DoorDevice>> =>
    pipe(
      d.doors.act(c),
      TE.mapLeft((e) => actionFailed('DoorActionFailed', reasonOf(e), e)),
      TE.map((device) => done(DOOR_ACTION_DONE[c.action] ?? c.action, device)),
    )
