import type { TaskEither } from 'fp-ts/TaskEither'
import type { EpochMs } from '../shared/brands'
import type { GatewayError } from '../shared/errors'
import type { Membership } from './membership'

/** One change to a membership (part 1 §3 "Membership update payload"), with its remarks. */
export type MembershipEdit =
  | { readonly kind: 'END_DATE'; readonly endDate: EpochMs }
  | { readonly kind: 'START_DATE'; readonly startDate: EpochMs }
  | { readonly kind: 'TRAINER'; readonly trainerId: string }
  /** The idempotence id makes a repeat change nothing. */
  | { readonly kind: 'MAX_TICKETS'; readonly maxTickets: number; readonly idempotenceId: string }
  | { readonly kind: 'CENTRE'; readonly centerId: number; readonly trainerId: string }

export type MembershipEditRequest = {
  readonly membership: Pick<Membership, 'id' | 'name' | 'start' | 'end'>
  readonly edit: MembershipEdit
  readonly remarks: string
  /** The staff member making the change. */
  readonly agentId: string
}

/** Changes memberships. Answers the membership as it is after the change. */
export interface MembershipEditor {
  update(r: MembershipEditRequest): TaskEither<GatewayError, Membership>
}
