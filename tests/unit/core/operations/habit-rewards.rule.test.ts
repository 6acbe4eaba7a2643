import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { GOODIE_STATUSES, type Goodie, type GoodieStatus, type HabitReward, type HabitStatus } from '../../../../core/operations/habit-rewards'
import { canAcknowledge, checkGoodieMove, goodiesInWorkOrder, habitsInWorkOrder, habitProgress, nextGoodieStatus, validateHealthPartnerUser } from '../../../../core/operations/habit-rewards.rule'
import { epochMs } from '../../../../core/shared/brands'
import * as M from '../../../../core/shared/messages'

const goodie = (id: string, status: GoodieStatus, updatedOn: number): Goodie => ({
  id,
  rewardId: `HR-${id}`,
  userId: '710001',
  memberName: 'Anita Desai',
  item: 'Cult T-shirt',
  habit: '12 visits in 4 weeks',
  status,
  updatedOn: epochMs(updatedOn),
  updatedBy: 'Asha Rao',
})

describe('habit rewards rules', () => {
  it('shows progress as visits of the target, capped at the target', () => {
    expect(habitProgress({ done: 9, target: 12 })).toEqual({ label: '9 of 12 visits', percent: 75 })
    expect(habitProgress({ done: 15, target: 12 })).toEqual({ label: '12 of 12 visits', percent: 100 })
  })

  test.prop([fc.integer({ min: -5, max: 50 }), fc.integer({ min: 0, max: 40 })])('progress is always between 0 and 100 per cent', (done, target) => {
    const p = habitProgress({ done, target }).percent
    expect(p).toBeGreaterThanOrEqual(0)
    expect(p).toBeLessThanOrEqual(100)
  })

  it('acknowledges only a completed habit', () => {
    expect(canAcknowledge({ status: 'COMPLETED' })).toBe(true)
    expect(canAcknowledge({ status: 'IN_PROGRESS' })).toBe(false)
    expect(canAcknowledge({ status: 'ACKNOWLEDGED' })).toBe(false)
  })

  it('moves a goodie one step at a time: ordered, at the centre, handed over', () => {
    expect(nextGoodieStatus('ORDERED')).toBe('AT_CENTRE')
    expect(nextGoodieStatus('AT_CENTRE')).toBe('HANDED_OVER')
    expect(nextGoodieStatus('HANDED_OVER')).toBeUndefined()
    expect(checkGoodieMove({ status: 'ORDERED' }, 'HANDED_OVER')).toEqual(E.left(M.goodieMoveRefused('ordered', 'handed over')))
  })

  test.prop([fc.constantFrom(...GOODIE_STATUSES), fc.constantFrom(...GOODIE_STATUSES)])('a move is allowed exactly when it is the next step', (from, to) => {
    expect(E.isRight(checkGoodieMove({ status: from }, to))).toBe(nextGoodieStatus(from) === to)
  })

  it('lists goodies waiting at the centre first, then ordered ones, handed-over last, newest first in each', () => {
    const order = goodiesInWorkOrder([goodie('a', 'HANDED_OVER', 5), goodie('b', 'ORDERED', 1), goodie('c', 'AT_CENTRE', 2), goodie('d', 'ORDERED', 3)])
    expect(order.map((g) => g.id)).toEqual(['c', 'd', 'b', 'a'])
  })

  it('lists habits to acknowledge first, then those in progress by their end, then acknowledged ones latest first', () => {
    const h = (id: string, status: HabitStatus, windowEnd: number, acknowledgedOn?: number): HabitReward => ({
      id,
      userId: '710001',
      memberName: 'Anita Desai',
      habit: '12 visits in 4 weeks',
      target: 12,
      done: status === 'IN_PROGRESS' ? 3 : 12,
      windowEnd: epochMs(windowEnd),
      status,
      reward: 'Gym bag',
      ...(acknowledgedOn === undefined ? {} : { acknowledgedBy: 'Asha Rao', acknowledgedOn: epochMs(acknowledgedOn) }),
    })
    const order = habitsInWorkOrder([h('a', 'ACKNOWLEDGED', 1, 5), h('b', 'IN_PROGRESS', 9), h('c', 'ACKNOWLEDGED', 1, 7), h('d', 'IN_PROGRESS', 4), h('e', 'COMPLETED', 8)])
    expect(order.map((x) => x.id)).toEqual(['e', 'd', 'b', 'c', 'a'])
  })

  it('asks the health-partner link for a user id of digits', () => {
    expect(validateHealthPartnerUser(' 200004 ')).toEqual(E.right('200004'))
    expect(validateHealthPartnerUser('')).toEqual(E.left({ _tag: 'ValidationFailed', errors: { userId: M.HEALTH_PARTNER_USER_REQUIRED } }))
    expect(validateHealthPartnerUser('20a4')).toEqual(E.left({ _tag: 'ValidationFailed', errors: { userId: M.HEALTH_PARTNER_USER_DIGITS } }))
  })
})
