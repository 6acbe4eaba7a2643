import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import { byAttention } from './door-access.rule'
import type { DoorDevice } from './door-device'
import type { DoorDeps } from './door'

/** Door Access Control: the centre's devices, those needing attention first. */
export const loadDoorDevices =
  (d: DoorDeps) =>
  (q: { readonly centreId: number }): TaskEither<GatewayError, readonly DoorDevice[]> =>
    pipe(d.doors.devices(q.centreId), TE.map(byAttention))
