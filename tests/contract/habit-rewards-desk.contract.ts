import { describe, expect, it } from 'vitest'
import type { HabitRewardsDesk } from '../../core/operations/habit-rewards-desk.port'
import * as M from '../../core/shared/messages'
import { ok } from './profile-contract-support'

const left = (r: { _tag: string; left?: { _tag: string; message: string } }) => (r._tag === 'Left' ? r.left : undefined)

/** The centre whose habit rewards are seeded (HSR Cult, the habit-rewards list's centre). */
const CENTRE = 3

/** What every HabitRewardsDesk must do (/cultHabitRewards, /goodies-tracking-details). */
export const habitRewardsDeskContract = (name: string, make: () => Promise<HabitRewardsDesk>): void => {
  describe(`HabitRewardsDesk contract: ${name}`, () => {
    it('lists the centre’s habit rewards in every status, completed ones at their target', async () => {
      const desk = await make()
      const habits = ok(await desk.habits(CENTRE)())
      expect(new Set(habits.map((h) => h.status))).toEqual(new Set(['IN_PROGRESS', 'COMPLETED', 'ACKNOWLEDGED']))
      for (const h of habits.filter((x) => x.status !== 'IN_PROGRESS')) expect(h.done).toBe(h.target)
      for (const h of habits.filter((x) => x.status === 'ACKNOWLEDGED')) expect(h.acknowledgedBy).toBeTruthy()
    })

    it('acknowledges a completed habit once: its goodie is ordered; again, or an unfinished one, is refused', async () => {
      const desk = await make()
      const habits = ok(await desk.habits(CENTRE)())
      const completed = habits.find((h) => h.status === 'COMPLETED')
      const unfinished = habits.find((h) => h.status === 'IN_PROGRESS')
      if (completed === undefined || unfinished === undefined) throw new Error('the seed holds a completed and an unfinished habit')
      const acked = ok(await desk.acknowledge(completed.id)())
      expect(acked).toMatchObject({ id: completed.id, status: 'ACKNOWLEDGED' })
      expect(acked.acknowledgedBy).toBeTruthy()
      expect(ok(await desk.habits(CENTRE)()).find((h) => h.id === completed.id)?.status).toBe('ACKNOWLEDGED')
      const goodie = ok(await desk.goodies(CENTRE)()).find((g) => g.rewardId === completed.id)
      expect(goodie).toMatchObject({ status: 'ORDERED', userId: completed.userId, item: completed.reward })
      expect(left(await desk.acknowledge(completed.id)())).toMatchObject({ _tag: 'Rejected', message: M.HABIT_ALREADY_ACKNOWLEDGED })
      expect(left(await desk.acknowledge(unfinished.id)())).toMatchObject({ _tag: 'Rejected', message: M.HABIT_NOT_COMPLETED })
      expect(left(await desk.acknowledge('HR-none')())?._tag).toBe('NotFound')
    })

    it('moves a goodie one step at a time to handed over, and refuses a skipped step', async () => {
      const desk = await make()
      const ordered = ok(await desk.goodies(CENTRE)()).find((g) => g.status === 'ORDERED')
      if (ordered === undefined) throw new Error('the seed holds an ordered goodie')
      expect(left(await desk.moveGoodie(ordered.id, 'HANDED_OVER')())?._tag).toBe('Rejected')
      expect(ok(await desk.moveGoodie(ordered.id, 'AT_CENTRE')())).toMatchObject({ id: ordered.id, status: 'AT_CENTRE' })
      const handed = ok(await desk.moveGoodie(ordered.id, 'HANDED_OVER')())
      expect(handed.status).toBe('HANDED_OVER')
      expect(handed.updatedBy).toBeTruthy()
      expect(ok(await desk.goodies(CENTRE)()).find((g) => g.id === ordered.id)?.status).toBe('HANDED_OVER')
      expect(left(await desk.moveGoodie(ordered.id, 'HANDED_OVER')())?._tag).toBe('Rejected')
      expect(left(await desk.moveGoodie('GD-none', 'AT_CENTRE')())?._tag).toBe('NotFound')
    })
  })
}
