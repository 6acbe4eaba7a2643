import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type * as t from 'io-ts'
import type { Goodie, HabitReward } from '../../core/operations/habit-rewards'
import type { HabitRewardsDesk } from '../../core/operations/habit-rewards-desk.port'
import type { EpochMs } from '../../core/shared/brands'
import { GoodieListWire, GoodieWire, HabitRewardListWire, HabitRewardWire } from './contract/rewards.codecs'
import { REWARDS_PATHS, rewardsPath } from './contract/rewards-paths'
import type { HttpClient } from './http-client'

const habitOf = ({ acknowledgedBy, acknowledgedOn, windowEnd, ...w }: t.TypeOf<typeof HabitRewardWire>): HabitReward => ({
  ...w,
  windowEnd: windowEnd as EpochMs,
  ...(acknowledgedBy === null || acknowledgedBy === undefined ? {} : { acknowledgedBy }),
  ...(acknowledgedOn === null || acknowledgedOn === undefined ? {} : { acknowledgedOn: acknowledgedOn as EpochMs }),
})
const goodieOf = (w: t.TypeOf<typeof GoodieWire>): Goodie => ({ ...w, updatedOn: w.updatedOn as EpochMs })

/** Habit rewards and goodies over HTTP (v1/habitRewards, v1/goodies). */
export const createHttpHabitRewardsDesk = (http: HttpClient): HabitRewardsDesk => ({
  habits: (centreId) => pipe(http.send({ path: REWARDS_PATHS.habitRewards, params: { centerId: centreId } }, HabitRewardListWire), TE.map((ws) => ws.map(habitOf))),
  acknowledge: (rewardId) => pipe(http.send({ path: rewardsPath(REWARDS_PATHS.habitAcknowledge, rewardId), data: {} }, HabitRewardWire), TE.map(habitOf)),
  goodies: (centreId) => pipe(http.send({ path: REWARDS_PATHS.goodies, params: { centerId: centreId } }, GoodieListWire), TE.map((ws) => ws.map(goodieOf))),
  moveGoodie: (goodieId, status) => pipe(http.send({ path: rewardsPath(REWARDS_PATHS.goodieStatus, goodieId), data: { status } }, GoodieWire), TE.map(goodieOf)),
})
