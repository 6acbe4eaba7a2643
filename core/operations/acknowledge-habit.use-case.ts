import { pipe } from 'fp-ts/function'
import type { TaskEither } from 'fp-ts/TaskEither'
import { HABIT_ACKNOWLEDGED } from '../shared/messages'
import { type ActionFailed, type Done, act, serverSays } from '../shared/outcome'
import type { HabitReward } from './habit-rewards'
import type { HabitRewardsDeps } from './habit-rewards-deps'

/** Acknowledges a member's completed habit; the server's reason is shown when it refuses. */
export const acknowledgeHabit =
  (d: HabitRewardsDeps) =>
  (r: { readonly rewardId: string }): TaskEither<ActionFailed<'AcknowledgeFailed'>, Done<HabitReward>> =>
    pipe(d.habitRewards.acknowledge(r.rewardId), act('AcknowledgeFailed', serverSays, HABIT_ACKNOWLEDGED))
