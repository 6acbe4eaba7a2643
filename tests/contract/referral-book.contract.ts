import { describe, expect, it } from 'vitest'
import type { Referral, ReferralBook } from '../../core/lead/referral-book.port'
import * as M from '../../core/shared/messages'
import { freshFriendPhone } from '../support/care'
import { DEMO, MAIN_GYM, PLAY_CENTRE } from '../support/profile-world'
import { ok } from './profile-contract-support'

const left = (r: { _tag: string; left?: { _tag: string; message: string } }) => (r._tag === 'Left' ? r.left : undefined)

const referral = (phone: string, over: Partial<Referral> = {}): Referral => ({
  centerDetails: { centerType: 'GYMFIT', centerId: MAIN_GYM.id, centerServiceCenterId: String(MAIN_GYM.centerServiceId), centerCategory: 'general' },
  customerDetails: { name: 'Ravi Friend', phone },
  referralSubmittedByEmailId: 'asha.owner@centres.example',
  referredByUserId: DEMO.activeOver30.id,
  ...over,
})

/** What every ReferralBook must do (record referral). */
export const referralBookContract = (name: string, make: () => Promise<ReferralBook>): void => {
  describe(`ReferralBook contract: ${name}`, () => {
    it('accepts a friend once (status OK), then answers a refusal in words for the same number', async () => {
      const book = await make()
      const phone = freshFriendPhone()
      expect(ok(await book.record(referral(phone))())).toEqual({ status: 'OK', message: M.REFERRAL_RECORDED })
      expect(ok(await book.record(referral(phone, { referredByUserId: DEMO.activeUnder30.id }))())).toEqual({ status: 'FAILED', message: M.REFERRAL_ALREADY_MADE })
    })

    it("refuses a customer's own number", async () => {
      expect(ok(await (await make()).record(referral(DEMO.activeOver30.phone))())).toEqual({ status: 'FAILED', message: M.REFERRAL_SELF })
    })

    it('accepts a referral at a play centre (category play)', async () => {
      const r = referral(freshFriendPhone(), {
        centerDetails: { centerType: 'PLAY', centerId: PLAY_CENTRE.id, centerServiceCenterId: String(PLAY_CENTRE.centerServiceId), centerCategory: 'play' },
        referredByUserId: DEMO.playParent.id,
      })
      expect(ok(await (await make()).record(r)()).status).toBe('OK')
    })

    it("refuses a blank name or a bad phone with the spec's words", async () => {
      const book = await make()
      expect(left(await book.record(referral(freshFriendPhone(), { customerDetails: { name: '  ', phone: freshFriendPhone() } }))())).toMatchObject({ _tag: 'Rejected', message: M.CUSTOMER_NAME_REQUIRED })
      expect(left(await book.record(referral('98765'))())).toMatchObject({ _tag: 'Rejected', message: M.INVALID_PHONE_NUMBER })
    })

    it('answers NotFound for an unknown referrer', async () => {
      expect(left(await (await make()).record(referral(freshFriendPhone(), { referredByUserId: 'nobody-here' }))())?._tag).toBe('NotFound')
    })
  })
}
