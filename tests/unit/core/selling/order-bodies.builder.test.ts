import { describe, expect, it } from 'vitest'
import { epochMs, paise } from '../../../../core/shared/brands'
import { buildOrderCreationRequest } from '../../../../core/selling/order-request.builder'
import { buildCardMachineGatewayOrderBody, buildCashPaymentBody, buildManualPaymentBody } from '../../../../core/selling/payment-body.builder'

describe('order-creation request', () => {
  it('sends the start date as the Asia/Kolkata day and the client metadata', () => {
    // 2025-03-09 20:00 UTC is already 10 March in Kolkata
    const req = buildOrderCreationRequest({
      userId: 'u1',
      deviceId: 'd1',
      source: 'CENTER_PORTAL',
      cityId: 3,
      esoOfferIds: ['o1'],
      products: [
        {
          productId: 'p1',
          startDate: epochMs(Date.UTC(2025, 2, 9, 20, 0)),
          groupMembers: [{ userId: 'u2', phone: '9123456789', startDate: epochMs(Date.UTC(2025, 2, 10, 4, 0)) }],
          exchange: { membershipId: 'm1', exchangeTime: epochMs(1_741_564_800_000), discount: paise(250_050) },
        },
      ],
      centerId: 11,
      centerServiceCenterId: 1011,
      createdBy: 'staff-1',
      isOnboardingSession: false,
    })
    expect(req).toEqual({
      userId: 'u1',
      deviceId: 'd1',
      source: 'CENTER_PORTAL',
      cityId: 3,
      esoOfferIds: ['o1'],
      orderProducts: [
        {
          productId: 'p1',
          quantity: 1,
          option: {
            startDate: '2025-03-10',
            centerId: 11,
            groupDetails: { users: [{ userId: 'u2', phone: '9123456789', startDate: '2025-03-10' }] },
            exchangeDetails: { membershipId: 'm1', exchangeTimeInEpochMilliSeconds: 1_741_564_800_000, discountValue: 250_050 },
          },
        },
      ],
      clientMetadata: { centerId: 11, centerServiceCenterId: 1011, createdBy: 'staff-1', isOnboardingSession: false },
    })
  })
})

describe('payment bodies', () => {
  it('sends a manual payment with channel MANUAL, currency INR and minor units', () => {
    const body = buildManualPaymentBody([
      { kind: 'CASH', amount: paise(50_000) },
      { kind: 'QR', amount: paise(0) },
      { kind: 'CARD', amount: paise(68_050), rrn: ' RRN1 ', lastFourDigitsOfCard: '4242' },
    ])
    expect(body).toEqual({
      channel: 'MANUAL',
      currency: 'INR',
      amount: 118_050,
      paymentModes: [
        { mode: 'CASH', amount: 50_000 },
        { mode: 'CARD', amount: 68_050, rrn: 'RRN1', lastFourDigitsOfCard: '4242' },
      ],
    })
    expect(buildCashPaymentBody(paise(118_000)).paymentModes).toEqual([{ mode: 'CASH', amount: 118_000 }])
  })
  it('builds the card-machine gateway order with PAYTM_POS, POS and the terminal id', () => {
    expect(buildCardMachineGatewayOrderBody('TID-1', 'req-1')).toEqual({ gatewayType: 'PAYTM_POS', paymentMode: 'POS', meta: { tid: 'TID-1', requestId: 'req-1' } })
  })
})
