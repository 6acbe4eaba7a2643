import { describe, expect, it } from 'vitest'
import type { GroupBuyChecker } from '../../core/selling/group-buy-checker.port'
import { GROUP_BUY_INELIGIBLE_PHONES, PAST_BUYER_PHONE } from '../../sandbox/seed/selling'

/** What every GroupBuyChecker must do (the sandbox's seeded phones). */
export const groupBuyCheckerContract = (name: string, make: () => Promise<GroupBuyChecker>): void => {
  describe(`GroupBuyChecker contract: ${name}`, () => {
    it('accepts a new phone', async () => {
      const r = await (await make()).eligibility({ userId: 'contract-new-user', phone: '9123456780', centerId: 1 })()
      expect(r._tag === 'Right' && r.right.eligible).toBe(true)
    })

    it("refuses a past buyer ('Purchased a membership in the past') and an ineligible phone ('user is not eligible')", async () => {
      const c = await make()
      const past = await c.eligibility({ userId: 'contract-x', phone: PAST_BUYER_PHONE, centerId: 1 })()
      expect(past._tag === 'Right' && [past.right.eligible, past.right.reason]).toEqual([false, 'Purchased a membership in the past'])
      const no = await c.eligibility({ userId: 'contract-y', phone: GROUP_BUY_INELIGIBLE_PHONES[0], centerId: 1 })()
      expect(no._tag === 'Right' && [no.right.eligible, no.right.reason]).toEqual([false, 'user is not eligible'])
    })
  })
}
