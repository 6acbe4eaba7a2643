import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { DATA_FETCH_FAILED } from '../shared/messages'
import { type ActionFailed, fetchAs } from '../shared/outcome'
import type { Goodie } from './habit-rewards'
import { goodiesInWorkOrder } from './habit-rewards.rule'
import type { HabitRewardsDeps } from './habit-rewards-deps'

/** The centre's goodies, waiting ones first ('Error Occurred while data fetch'). */
export const loadGoodies =
  (d: HabitRewardsDeps) =>
  (r: { readonly centreId: number }): TaskEither<ActionFailed<'GoodiesFailed'>, readonly Goodie[]> =>
    pipe(d.habitRewards.goodies(r.centreId), TE.map(goodiesInWorkOrder), fetchAs('GoodiesFailed', () => DATA_FETCH_FAILED))
