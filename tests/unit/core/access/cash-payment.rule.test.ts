import { describe, expect, it } from 'vitest'
import { cashPaymentAvailable } from '../../../../core/access/cash-payment.rule'
import { aCentre } from '../../../support/centres'

describe('cash payment availability', () => {
  it('is offered when the cash feature is on and the centre is not company-owned', () => {
    expect(cashPaymentAvailable({ cashFeatureOn: true, centre: aCentre({ centerModel: 'FOFO' }), userIsCentreManager: false })).toBe(true)
  })
  it('is not offered at a company-owned centre to a non-manager', () => {
    expect(cashPaymentAvailable({ cashFeatureOn: true, centre: aCentre({ centerModel: 'COCO' }), userIsCentreManager: false })).toBe(false)
  })
  it('is not offered when the feature is off, unless the user manages the centre', () => {
    expect(cashPaymentAvailable({ cashFeatureOn: false, centre: aCentre({ centerModel: 'FOFO' }), userIsCentreManager: false })).toBe(false)
    expect(cashPaymentAvailable({ cashFeatureOn: false, centre: aCentre({ centerModel: 'COCO' }), userIsCentreManager: true })).toBe(true)
  })
})
