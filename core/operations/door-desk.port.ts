import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { DoorCommand, DoorDevice } from './door-device'

/** The door devices of a centre and the door actions staff send to them. */
export interface DoorDesk {
  /** The centre's door devices with their status and last use. */
  devices(centreId: number): TaskEither<GatewayError, readonly DoorDevice[]>
  /** Opens the door for a member coming in or going out; answers the device after the action (Rejected for an offline device). */
  act(command: DoorCommand): TaskEither<GatewayError, DoorDevice>
}
