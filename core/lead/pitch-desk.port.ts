import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { Pitch, PitchReceipt, WalkInPitch } from './lead'

/** Where sales pitches are recorded. */
export interface PitchDesk {
  record(p: Pitch): TaskEither<GatewayError, PitchReceipt>
  recordWalkIn(p: WalkInPitch): TaskEither<GatewayError, PitchReceipt>
}
