import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'

export type GroupBuyEligibility = { readonly eligible: boolean; readonly reason?: string }

/** Whether a phone may join a group buy at a centre (part 2 §5). */
export interface GroupBuyChecker {
  eligibility(q: { readonly userId: string; readonly phone: string; readonly centerId: number }): TaskEither<GatewayError, GroupBuyEligibility>
}
