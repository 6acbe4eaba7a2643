import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'

/** A trainer of a centre for one kind of session (the fetch cult trainers list answer). */
export type CultTrainer = { readonly identityId: string; readonly name: string }

/**
 * Fetch cult trainers list (part 3 §7 "Injury and referral"): the centre, the workout (the
 * injury form's session type) and the staff member's cult employee id.
 */
export type CultTrainersQuery = { readonly centerId: number; readonly workout: string; readonly cultEmployeeId?: string }

/** The trainers of a centre by workout. */
export interface CultTrainerList {
  trainers(q: CultTrainersQuery): TaskEither<GatewayError, readonly CultTrainer[]>
}
