import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { Pitch, PitchReceipt, WalkInPitch } from './lead'
import type { ScheduledWalkIn } from './lead-desk'

/** Where sales pitches are recorded. */
export interface PitchDesk {
  /** `attemptKey`: the attempt's idempotency key (a resend with it, online or from the offline queue, is applied once). */
  record(p: Pitch, attemptKey?: string): TaskEither<GatewayError, PitchReceipt>
  recordWalkIn(p: WalkInPitch): TaskEither<GatewayError, PitchReceipt>
  /** The walk-ins scheduled at a centre from the start of `fromDay` for 7 days, earliest first. */
  scheduledWalkIns(centerId: number, fromDay: string): TaskEither<GatewayError, readonly ScheduledWalkIn[]>
}
