import type { EpochMs } from '../shared/brands'

/**
 * Habit rewards and their goodies (part 3 §2 /cultHabitRewards, /goodies-tracking-details; the
 * spec shows no fields: docs/decisions/operations.md).
 */
export const HABIT_STATUSES = ['IN_PROGRESS', 'COMPLETED', 'ACKNOWLEDGED'] as const
export type HabitStatus = (typeof HABIT_STATUSES)[number]

/** A member's habit challenge at a centre: visits done of the target before the window ends, and the goodie it earns. */
export type HabitReward = {
  readonly id: string
  readonly userId: string
  readonly memberName: string
  readonly habit: string
  readonly target: number
  readonly done: number
  readonly windowEnd: EpochMs
  readonly status: HabitStatus
  readonly reward: string
  readonly acknowledgedBy?: string
  readonly acknowledgedOn?: EpochMs
}

/** A goodie's way from the order to the member's hands. */
export const GOODIE_STATUSES = ['ORDERED', 'AT_CENTRE', 'HANDED_OVER'] as const
export type GoodieStatus = (typeof GOODIE_STATUSES)[number]

export type Goodie = {
  readonly id: string
  readonly rewardId: string
  readonly userId: string
  readonly memberName: string
  readonly item: string
  readonly habit: string
  readonly status: GoodieStatus
  readonly updatedOn: EpochMs
  readonly updatedBy: string
}
