import { describe, expect, it } from 'vitest'
import { createTestPortal } from '../../../composition/test/container'
import { acceptSearchTyping } from '../../../core/customer/search-input.rule'
import { abbreviatedName, orderDateLabel, paymentLinkDateLabel, sessionDateLabel } from '../../../core/customer/profile-dates.rule'
import { epochMs } from '../../../core/shared/brands'

const portal = () =>
  createTestPortal({
    centreDetails: { centers: [], userContext: { id: 'staff-owner', name: 'Asha', email: 'asha@example.com' }, gymPtEnabledCenter: [] },
    seedProfile: (w) => {
      w.centres.set(1, { id: 1, centerServiceId: 1001, type: 'GYMFIT', cityId: 1, biometricWhitelisted: false, piiAccessible: true })
      w.customers.set('200004', { id: '200004', firstName: 'Lakshmi', lastName: 'Iyengar', phone: '9000000004', email: 'l@example.com', isPhoneVerified: true, cityId: 1 })
    },
  })

describe('finding a customer for the profile', () => {
  it('turns a known phone into its customer id', async () => {
    expect(await portal().useCases.findCustomer('9000000004')()).toEqual({ _tag: 'Right', right: { kind: 'found', customerId: '200004' } })
  })

  it('says a phone nobody has is unknown, so that a pitch can be recorded for it', async () => {
    expect(await portal().useCases.findCustomer('9123456789')()).toEqual({ _tag: 'Right', right: { kind: 'unknownPhone', phone: '9123456789' } })
  })

  it('takes anything other than 10 digits as a user id, without a look-up', async () => {
    expect(await portal().useCases.findCustomer('200004')()).toEqual({ _tag: 'Right', right: { kind: 'found', customerId: '200004' } })
    expect(await portal().useCases.findCustomer('90000000041')()).toEqual({ _tag: 'Right', right: { kind: 'found', customerId: '90000000041' } })
  })

  it('loads the customer with the phone and e-mail decrypted, or says the id finds nobody', async () => {
    const u = portal().useCases
    const c = await u.loadCustomer('200004')()
    expect(c._tag === 'Right' && [c.right.phone, c.right.email]).toEqual(['9000000004', 'l@example.com'])
    const none = await u.loadCustomer('999')()
    expect(none._tag === 'Left' && none.left.message).toMatch(/^User not found for ID: 999 /)
  })

  it('loads the memberships response at a centre', async () => {
    const m = await portal().useCases.loadMemberships({ userId: '200004', centre: { centerId: 1, centerServiceId: 1001 } })()
    expect(m._tag === 'Right' && m.right.trialUsage.maxCount).toBe(3)
  })
})

describe('the search box as typed', () => {
  it('refuses a letter and an 11th digit, keeping what was there', () => {
    expect(acceptSearchTyping('900', '900a')).toEqual({ value: '900', refused: 'notDigit' })
    expect(acceptSearchTyping('9000000004', '90000000041')).toEqual({ value: '9000000004', refused: 'tooLong' })
    expect(acceptSearchTyping('900', '9001')).toEqual({ value: '9001' })
    expect(acceptSearchTyping('9001', '')).toEqual({ value: '' })
  })
})

describe('profile dates in the centre zone', () => {
  // 2026-03-05 10:37 UTC is 4:07 PM in Asia/Kolkata.
  const t = epochMs(Date.UTC(2026, 2, 5, 10, 37))
  it("writes orders 'DD MMM YYYY, h:mm A' and sessions 'DD MMM YYYY | h:mm a'", () => {
    expect(orderDateLabel(t)).toBe('05 Mar 2026, 4:07 PM')
    expect(sessionDateLabel(t)).toBe('05 Mar 2026 | 4:07 pm')
    expect(paymentLinkDateLabel(t)).toBe('05-03-2026 16:07')
  })
  it('abbreviates a name to the first name and the last initial', () => {
    expect(abbreviatedName('Lakshmi', 'Iyengar')).toBe('Lakshmi I.')
    expect(abbreviatedName('Cher', '')).toBe('Cher')
  })
})
