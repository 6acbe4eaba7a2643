import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { type ActionFailed, type Done, act, actionFailed, serverSays } from '../shared/outcome'
import type { Goodie, GoodieStatus } from './habit-rewards'
import { checkGoodieMove, goodieMovedMessage } from './habit-rewards.rule'
import type { HabitRewardsDeps } from './habit-rewards-deps'

/** Moves a goodie one step on (checked here first, then by the server). */
export const moveGoodie =
  (d: HabitRewardsDeps) =>
  (r: { readonly goodie: Goodie; readonly to: GoodieStatus }): TaskEither<ActionFailed<'MoveGoodieFailed'>, Done<Goodie>> =>
    pipe(
      TE.fromEither(checkGoodieMove(r.goodie, r.to)),
      TE.mapLeft((reason) => actionFailed('MoveGoodieFailed', reason)),
      TE.chainW((to) => pipe(d.habitRewards.moveGoodie(r.goodie.id, to), act('MoveGoodieFailed', serverSays, goodieMovedMessage(to)))),
    )
