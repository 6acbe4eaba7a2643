import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { DATA_FETCH_FAILED, HABIT_ACKNOWLEDGED } from '../shared/messages'
import { type ActionFailed, type Done, act, actionFailed, fetchAs, serverSays } from '../shared/outcome'
import type { Goodie, GoodieStatus, HabitReward } from './habit-rewards'
import type { HabitRewardsDesk } from './habit-rewards-desk.port'
import { checkGoodieMove, goodieMovedMessage, goodiesInWorkOrder, habitsInWorkOrder } from './habit-rewards.rule'

export type HabitRewardsDeps = { readonly habitRewards: HabitRewardsDesk }

/** The centre's habit rewards, completions to acknowledge first ('Error Occurred while data fetch'). */
export const loadHabitRewards =
  (d: HabitRewardsDeps) =>
  (r: { readonly centreId: number }): TaskEither<ActionFailed<'HabitRewardsFailed'>, readonly HabitReward[]> =>
    pipe(d.habitRewards.habits(r.centreId), TE.map(habitsInWorkOrder), fetchAs('HabitRewardsFailed', () => DATA_FETCH_FAILED))

/** Acknowledges a member's completed habit; the server's reason is shown when it refuses. */
export const acknowledgeHabit =
  (d: HabitRewardsDeps) =>
  (r: { readonly rewardId: string }): TaskEither<ActionFailed<'AcknowledgeFailed'>, Done<HabitReward>> =>
    pipe(d.habitRewards.acknowledge(r.rewardId), act('AcknowledgeFailed', serverSays, HABIT_ACKNOWLEDGED))

/** The centre's goodies, waiting ones first ('Error Occurred while data fetch'). */
export const loadGoodies =
  (d: HabitRewardsDeps) =>
  (r: { readonly centreId: number }): TaskEither<ActionFailed<'GoodiesFailed'>, readonly Goodie[]> =>
    pipe(d.habitRewards.goodies(r.centreId), TE.map(goodiesInWorkOrder), fetchAs('GoodiesFailed', () => DATA_FETCH_FAILED))

/** Moves a goodie one step on (checked here first, then by the server). */
export const moveGoodie =
  (d: HabitRewardsDeps) =>
  (r: { readonly goodie: Goodie; readonly to: GoodieStatus }): TaskEither<ActionFailed<'MoveGoodieFailed'>, Done<Goodie>> =>
    pipe(
      TE.fromEither(checkGoodieMove(r.goodie, r.to)),
      TE.mapLeft((reason) => actionFailed('MoveGoodieFailed', reason)),
      TE.chainW((to) => pipe(d.habitRewards.moveGoodie(r.goodie.id, to), act('MoveGoodieFailed', serverSays, goodieMovedMessage(to)))),
    )
