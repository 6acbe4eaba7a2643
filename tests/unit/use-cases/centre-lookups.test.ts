import { describe, expect, it } from 'vitest'
import { createTestPortal } from '../../../composition/test/container'
import { SEGMENT_ID } from '../../../core/shared/constants'

const portal = () =>
  createTestPortal({
    centreDetails: { centers: [], userContext: { id: 'staff-owner', name: 'Asha', email: 'asha@example.com' }, gymPtEnabledCenter: [] },
    featureLists: { CPL: [1003, 1006], HABIT_REWARDS: [1003] },
    lookups: {
      configurations: [{ centerId: 1, centerServiceId: 1001, ptEnabled: true, piiAccessible: false, biometricEnabled: true, cashPaymentEnabled: true, paymentLinkEnabled: false, addOnEnabled: true, onboardingEnabled: false }],
      segments: { [SEGMENT_ID]: ['200004'] },
      customers: ['200004', '200001'],
      commentTags: { PT: ['Strength'] },
    },
  })

describe('centre look-ups', () => {
  it('checks segment 28123 by default', async () => {
    const u = portal().useCases
    expect(await u.segmentMembership('200004')()).toEqual({ _tag: 'Right', right: true })
    expect(await u.segmentMembership('200001')()).toEqual({ _tag: 'Right', right: false })
    expect((await u.segmentMembership('200004', 1)())._tag).toBe('Left')
  })

  it("answers a centre's configuration, and 'No Config present' for one without", async () => {
    const u = portal().useCases
    const c = await u.centreConfiguration(1)()
    expect(c._tag === 'Right' && c.right.paymentLinkEnabled).toBe(false)
    const none = await u.centreConfiguration(2)()
    expect(none._tag === 'Left' && none.left.message).toBe('No Config present')
  })

  it('answers the lead comment tags and only the feature lists asked for', async () => {
    const u = portal().useCases
    expect(await u.leadCommentTags()()).toEqual({ _tag: 'Right', right: { PT: ['Strength'] } })
    expect(await u.loadFeatureLists(['HABIT_REWARDS'])()).toEqual({ _tag: 'Right', right: { HABIT_REWARDS: [1003] } })
  })
})
