import type { EpochMs } from '../shared/brands'
import type { MembershipBenefit, MembershipStatus } from '../membership/membership'

/** A PT pack: a personal-training membership (part 1 §3 "PT pack"). */
export type PtPackMembership = {
  readonly id: number
  readonly name: string
  readonly status: MembershipStatus
  readonly start: EpochMs
  readonly end: EpochMs
  readonly benefits: readonly MembershipBenefit[]
  readonly trainerName: string
  readonly preferredTrainerId?: string
  readonly preferredCenterId?: number
  readonly centerId: number
}

/** Sessions used and bought, from the first benefit. */
export const ptPackTickets = (p: Pick<PtPackMembership, 'benefits'>): { readonly used: number; readonly max: number } => ({
  used: p.benefits[0]?.ticketsUsed ?? 0,
  max: p.benefits[0]?.maxTickets ?? 0,
})
