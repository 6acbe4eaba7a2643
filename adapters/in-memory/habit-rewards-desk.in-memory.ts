import * as E from 'fp-ts/Either'
import type { Goodie, GoodieStatus, HabitReward } from '../../core/operations/habit-rewards'
import type { HabitRewardsDesk } from '../../core/operations/habit-rewards-desk.port'
import { checkGoodieMove } from '../../core/operations/habit-rewards.rule'
import { type EpochMs, epochMs } from '../../core/shared/brands'
import type { Clock } from '../../core/shared/clock.port'
import { DAY_MS } from '../../core/shared/constants'
import { notFound, rejected } from '../../core/shared/errors'
import * as M from '../../core/shared/messages'
import { run } from './run'

type Stored<A> = A & { readonly centreId: number }

/** A centre's habit rewards: every status, and goodies in every status (as the sandbox's seed has at HSR Cult). */
export const sampleHabitWorld = (now: number, centreId = 3): { habits: Stored<HabitReward>[]; goodies: Stored<Goodie>[] } => {
  const names = ['Anita Desai', 'Rohan Mehta', 'Kavya Reddy', 'Imran Khan', 'Sneha Kulkarni', 'Arjun Pillai', 'Meera Joshi', 'Farhan Ali']
  const habits: Stored<HabitReward>[] = names.map((memberName, i) => {
    const status = (['COMPLETED', 'ACKNOWLEDGED', 'IN_PROGRESS', 'COMPLETED'] as const)[i % 4] ?? 'IN_PROGRESS'
    const target = 12
    return {
      centreId,
      id: `HR-${centreId}-${i + 1}`,
      userId: String(710_001 + i),
      memberName,
      habit: '12 visits in 4 weeks',
      target,
      done: status === 'IN_PROGRESS' ? 5 + i : target,
      windowEnd: epochMs(now + (i + 3) * DAY_MS),
      status,
      reward: 'Cult T-shirt',
      ...(status === 'ACKNOWLEDGED' ? { acknowledgedBy: 'Vikram Shetty', acknowledgedOn: epochMs(now - (i + 1) * DAY_MS) } : {}),
    }
  })
  const goodies: Stored<Goodie>[] = habits
    .filter((h) => h.status === 'ACKNOWLEDGED')
    .map((h, i) => ({
      centreId,
      id: `GD-${h.id}`,
      rewardId: h.id,
      userId: h.userId,
      memberName: h.memberName,
      item: h.reward,
      habit: h.habit,
      status: (['ORDERED', 'AT_CENTRE'] as const)[i % 2] ?? 'ORDERED',
      updatedOn: h.acknowledgedOn ?? epochMs(now),
      updatedBy: 'Vikram Shetty',
    }))
  return { habits, goodies }
}

const strip = <A>({ centreId: _c, ...a }: Stored<A>): A => a as unknown as A

/** Habit rewards and goodies in memory, with the sandbox's rules (one acknowledgement; goodies move one step at a time). */
export const createInMemoryHabitRewardsDesk = (clock: Clock, staffName = 'Asha Rao', world = sampleHabitWorld(clock.now())): HabitRewardsDesk => {
  const { habits, goodies } = world
  const byNewest = (a: { updatedOn: EpochMs }, b: { updatedOn: EpochMs }) => b.updatedOn - a.updatedOn
  return {
    habits: (centreId) => run(() => E.right(habits.filter((h) => h.centreId === centreId).map((h) => strip(h)))),
    acknowledge: (rewardId) =>
      run(() => {
        const i = habits.findIndex((h) => h.id === rewardId)
        const h = habits[i]
        if (h === undefined) return E.left(notFound(M.HABIT_REWARD_NOT_FOUND))
        if (h.status === 'ACKNOWLEDGED') return E.left(rejected(M.HABIT_ALREADY_ACKNOWLEDGED))
        if (h.status !== 'COMPLETED') return E.left(rejected(M.HABIT_NOT_COMPLETED))
        const now = clock.now()
        const next: Stored<HabitReward> = { ...h, status: 'ACKNOWLEDGED', acknowledgedBy: staffName, acknowledgedOn: now }
        habits[i] = next
        goodies.push({ centreId: h.centreId, id: `GD-${h.id}`, rewardId: h.id, userId: h.userId, memberName: h.memberName, item: h.reward, habit: h.habit, status: 'ORDERED', updatedOn: now, updatedBy: staffName })
        return E.right(strip(next))
      }),
    goodies: (centreId) => run(() => E.right(goodies.filter((g) => g.centreId === centreId).sort(byNewest).map((g) => strip(g)))),
    moveGoodie: (goodieId, status: GoodieStatus) =>
      run(() => {
        const i = goodies.findIndex((g) => g.id === goodieId)
        const g = goodies[i]
        if (g === undefined) return E.left(notFound(M.GOODIE_NOT_FOUND))
        const move = checkGoodieMove(g, status)
        if (E.isLeft(move)) return E.left(rejected(move.left))
        const next: Stored<Goodie> = { ...g, status, updatedOn: clock.now(), updatedBy: staffName }
        goodies[i] = next
        return E.right(strip(next))
      }),
  }
}
