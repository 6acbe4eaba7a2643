import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { DATA_FETCH_FAILED } from '../shared/messages'
import { type ActionFailed, fetchAs } from '../shared/outcome'
import type { HabitReward } from './habit-rewards'
import { habitsInWorkOrder } from './habit-rewards.rule'
import type { HabitRewardsDeps } from './habit-rewards-deps'

/** The centre's habit rewards, completions to acknowledge first ('Error Occurred while data fetch'). */
export const loadHabitRewards =
  (d: HabitRewardsDeps) =>
  (r: { readonly centreId: number }): TaskEither<ActionFailed<'HabitRewardsFailed'>, readonly HabitReward[]> =>
    pipe(d.habitRewards.habits(r.centreId), TE.map(habitsInWorkOrder), fetchAs('HabitRewardsFailed', () => DATA_FETCH_FAILED))
