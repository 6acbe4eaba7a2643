import { describe, expect, it } from 'vitest'
import { InjuryTicketWire, ReferralWire } from '../../adapters/http/contract/care.codecs'
import { PATHS } from '../../adapters/http/contract/paths'
import * as M from '../../core/shared/messages'
import { DEMO } from '../../sandbox/seed/profile'
import { aFiledInjury, freshFriendPhone } from '../support/care'
import { anonymous, decoded, failsWith, signIn } from '../support/sandbox-http'

const GYM = { id: 1, centerServiceId: 1001, name: 'Koramangala Gym', locality: 'Koramangala' }
const LUX = { id: 7, centerServiceId: 1007, name: 'Bandra Lux', locality: 'Bandra' }
const HSR = { id: 3, centerServiceId: 1003, name: 'HSR Cult', locality: 'HSR' }

const referral = (centre: { id: number; centerServiceId: number }, phone: string, over: Record<string, unknown> = {}) => ({
  centerDetails: { centerType: 'GYMFIT', centerId: centre.id, centerServiceCenterId: String(centre.centerServiceId), centerCategory: 'general' },
  customerDetails: { name: ' Ravi Friend ', phone },
  referralSubmittedByEmailId: 'someone@else.example',
  referredByUserId: DEMO.activeOver30.id,
  ...over,
})

describe('sandbox: report injury v2', () => {
  it('files a report at an own centre with PARTNER_ISSUE EDIT and answers the ticket id', async () => {
    const desk = await signIn('front-desk')
    const t = await decoded(await desk.post(PATHS.reportInjury, aFiledInjury(LUX, DEMO.activeOver30.id)), 201, InjuryTicketWire)
    expect(t.id).toMatch(/^INJ-\d+$/)
  })

  it('refuses without the permission, at another centre, and without a session', async () => {
    await failsWith(await (await signIn('trainer')).post(PATHS.reportInjury, aFiledInjury(GYM, DEMO.activeOver30.id)), 403)
    await failsWith(await (await signIn('front-desk')).post(PATHS.reportInjury, aFiledInjury(HSR, DEMO.activeOver30.id)), 403)
    await failsWith(await anonymous().post(PATHS.reportInjury, aFiledInjury(GYM, DEMO.activeOver30.id)), 401)
  })

  it('answers bad input with a 4xx and a clear message, never a 500', async () => {
    const owner = await signIn('owner')
    await failsWith(await owner.post(PATHS.reportInjury, { ...aFiledInjury(GYM, DEMO.activeOver30.id), injuryCause: '' }), 400, M.FIELD_REQUIRED)
    await failsWith(await owner.post(PATHS.reportInjury, { ...aFiledInjury(GYM, DEMO.activeOver30.id), firstAidItem: 'Glucose' }), 400)
    await failsWith(await owner.post(PATHS.reportInjury, { ...aFiledInjury(GYM, DEMO.activeOver30.id), description: 'x'.repeat(5000) }), 400)
    await failsWith(await owner.post(PATHS.reportInjury, aFiledInjury({ ...GYM, id: 99 }, DEMO.activeOver30.id)), 404, M.CENTRE_NOT_FOUND)
    await failsWith(await owner.post(PATHS.reportInjury, aFiledInjury(GYM, 'nobody')), 404, M.NO_USER_DETAIL_FOUND)
  })
})

describe('sandbox: record referral', () => {
  it('accepts a friend once with CM_LEADS EDIT, then refuses the same number in words', async () => {
    const desk = await signIn('front-desk')
    const phone = freshFriendPhone()
    expect(await decoded(await desk.post(PATHS.recordReferral, referral(GYM, phone)), 201, ReferralWire)).toEqual({ status: 'OK', message: M.REFERRAL_RECORDED })
    expect(await decoded(await desk.post(PATHS.recordReferral, referral(GYM, phone)), 200, ReferralWire)).toEqual({ status: 'FAILED', message: M.REFERRAL_ALREADY_MADE })
  })

  it('refuses without the permission, at another centre, and a centre service id of another centre', async () => {
    await failsWith(await (await signIn('trainer')).post(PATHS.recordReferral, referral(GYM, freshFriendPhone())), 403)
    await failsWith(await (await signIn('front-desk')).post(PATHS.recordReferral, referral(HSR, freshFriendPhone())), 403)
    await failsWith(
      await (await signIn('owner')).post(PATHS.recordReferral, referral(GYM, freshFriendPhone(), { centerDetails: { centerType: 'GYMFIT', centerId: 1, centerServiceCenterId: '1002', centerCategory: 'general' } })),
      400,
    )
  })

  it("answers a bad name or phone with the spec's words and a malformed body with 400", async () => {
    const owner = await signIn('owner')
    await failsWith(await owner.post(PATHS.recordReferral, referral(GYM, '12345')), 400, M.INVALID_PHONE_NUMBER)
    await failsWith(await owner.post(PATHS.recordReferral, { ...referral(GYM, freshFriendPhone()), customerDetails: { name: '', phone: freshFriendPhone() } }), 400, M.CUSTOMER_NAME_REQUIRED)
    await failsWith(await owner.post(PATHS.recordReferral, { ...referral(GYM, freshFriendPhone()), centerDetails: 'x' }), 400)
    await failsWith(await owner.post(PATHS.recordReferral, referral(GYM, freshFriendPhone(), { referredByUserId: 'nobody' })), 404, M.NO_USER_DETAIL_FOUND)
  })
})
