import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { Goodie, GoodieStatus, HabitReward } from './habit-rewards'

/** Habit rewards of a centre and the goodies they earn (/cultHabitRewards, /goodies-tracking-details). */
export interface HabitRewardsDesk {
  habits(centreId: number): TaskEither<GatewayError, readonly HabitReward[]>
  /** Acknowledges a completed habit: the reward's goodie is ordered. */
  acknowledge(rewardId: string): TaskEither<GatewayError, HabitReward>
  goodies(centreId: number): TaskEither<GatewayError, readonly Goodie[]>
  /** Moves a goodie to its next status (received at the centre, handed over). */
  moveGoodie(goodieId: string, status: GoodieStatus): TaskEither<GatewayError, Goodie>
}
