import { describe, expect, it } from 'vitest'
import { createTestPortal } from '../../../composition/test/container'
import * as M from '../../../core/shared/messages'

const portal = () =>
  createTestPortal({ centreDetails: { centers: [], userContext: { id: 'staff-owner', name: 'Asha', email: 'asha@example.com' }, gymPtEnabledCenter: [] } })

const right = <A>(r: { _tag: string; right?: A }): A => {
  if (r._tag !== 'Right') throw new Error(JSON.stringify(r))
  return r.right as A
}

describe('habit rewards, goodies and the health partner (use cases)', () => {
  it('acknowledges a completed habit with the toast’s words, and its goodie is then listed as ordered', async () => {
    const u = portal().useCases
    const completed = right(await u.loadHabitRewards({ centreId: 3 })()).find((h) => h.status === 'COMPLETED')
    if (completed === undefined) throw new Error('a completed habit')
    expect(right(await u.acknowledgeHabit({ rewardId: completed.id })()).message).toBe(M.HABIT_ACKNOWLEDGED)
    expect(right(await u.loadGoodies({ centreId: 3 })()).find((g) => g.rewardId === completed.id)?.status).toBe('ORDERED')
    expect(await u.acknowledgeHabit({ rewardId: completed.id })()).toMatchObject({ _tag: 'Left', left: { _tag: 'AcknowledgeFailed', message: M.HABIT_ALREADY_ACKNOWLEDGED } })
  })

  it('moves a goodie on with the step’s message, and refuses a skipped step before calling the server', async () => {
    const u = portal().useCases
    const ordered = right(await u.loadGoodies({ centreId: 3 })()).find((g) => g.status === 'ORDERED')
    if (ordered === undefined) throw new Error('an ordered goodie')
    expect(await u.moveGoodie({ goodie: ordered, to: 'HANDED_OVER' })()).toMatchObject({ _tag: 'Left', left: { _tag: 'MoveGoodieFailed' } })
    expect(right(await u.moveGoodie({ goodie: ordered, to: 'AT_CENTRE' })()).message).toBe(M.GOODIE_RECEIVED)
  })

  it('validates the member’s user id before asking the server for a health-partner link', async () => {
    const u = portal().useCases
    expect(await u.generateHealthPartnerLink({ centreId: 1, userId: 'abc' })()).toEqual({ _tag: 'Left', left: { _tag: 'ValidationFailed', errors: { userId: M.HEALTH_PARTNER_USER_DIGITS } } })
    const made = right(await u.generateHealthPartnerLink({ centreId: 1, userId: '200004' })())
    expect(made.message).toBe(M.HEALTH_PARTNER_LINK_READY)
    expect(right(await u.healthPartnerLinks({ centreId: 1 })())[0]?.hash).toBe(made.value.hash)
  })
})
