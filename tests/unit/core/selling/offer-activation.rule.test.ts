import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { offerActivationUser, spotOfferResult } from '../../../../core/selling/offer-activation.rule'

describe('spot offer', () => {
  it("applies the offer when the eligibility result is OK: 'Offer Applied Successfully'", () => {
    expect(spotOfferResult('OK')).toEqual(E.right('Offer Applied Successfully'))
  })
  it("fails with 'Spot Offer not enabled' otherwise", () => {
    expect(spotOfferResult('NOT_ELIGIBLE')).toEqual(E.left('Spot Offer not enabled'))
    expect(spotOfferResult(undefined)).toEqual(E.left('Spot Offer not enabled'))
  })
  it("needs user details to activate an offer: 'User Details not found'", () => {
    expect(offerActivationUser(undefined)).toEqual(E.left('User Details not found'))
    expect(offerActivationUser({ userId: 'u1' })).toEqual(E.left('User Details not found'))
    expect(offerActivationUser({ userId: 'u1', phone: '9876543210' })).toEqual(E.right({ userId: 'u1', phone: '9876543210' }))
  })
})
