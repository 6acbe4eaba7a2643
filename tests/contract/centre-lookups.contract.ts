import { describe, expect, it } from 'vitest'
import type { CentreLookups } from '../../core/centre/centre-lookups.port'
import { SEGMENT_ID } from '../../core/shared/constants'
import { DEMO, MAIN_GYM } from '../support/profile-world'
import { ok } from './profile-contract-support'

const left = (r: { _tag: string; left?: { _tag: string; message: string } }) => (r._tag === 'Left' ? r.left : undefined)

/** What every CentreLookups must do (read-only seeded data). */
export const centreLookupsContract = (name: string, make: () => Promise<CentreLookups>): void => {
  describe(`CentreLookups contract: ${name}`, () => {
    it("answers a centre's configuration, NotFound ('No Config present') for an unknown centre", async () => {
      const l = await make()
      expect(ok(await l.configuration(MAIN_GYM.id)())).toEqual({
        centerId: MAIN_GYM.id,
        centerServiceId: MAIN_GYM.centerServiceId,
        ptEnabled: true,
        piiAccessible: true,
        biometricEnabled: true,
        cashPaymentEnabled: true,
        paymentLinkEnabled: true,
        addOnEnabled: true,
        onboardingEnabled: true,
      })
      expect(left(await l.configuration(9999)())).toMatchObject({ _tag: 'NotFound', message: 'No Config present' })
    })

    it('says whether a customer is in segment 28123; NotFound for another segment or an unknown customer', async () => {
      const l = await make()
      expect(ok(await l.segmentMembership(SEGMENT_ID, DEMO.activeOver30.id)())).toBe(true)
      expect(ok(await l.segmentMembership(SEGMENT_ID, DEMO.none.id)())).toBe(false)
      expect(left(await l.segmentMembership(1, DEMO.activeOver30.id)())?._tag).toBe('NotFound')
      expect(left(await l.segmentMembership(SEGMENT_ID, 'nobody')())?._tag).toBe('NotFound')
    })

    it('answers the lead comment tags by product', async () => {
      const tags = ok(await (await make()).leadCommentTags()())
      expect(Object.keys(tags)).toEqual(expect.arrayContaining(['CULTPASS', 'PT']))
      expect(tags.PT).toContain('Weight loss')
    })
  })
}
