import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { paymentLinkRequestId, resolvePaymentLinkRequestId } from '../../../../core/customer/payment-link-request.rule'
import { epochMs, paise } from '../../../../core/shared/brands'

// 2024-06-15 23:00 in Asia/Kolkata
const lateEvening = epochMs(Date.UTC(2024, 5, 15, 17, 30))
// 2024-06-16 00:30 in Asia/Kolkata, though still the 15th in UTC
const afterMidnight = epochMs(Date.UTC(2024, 5, 15, 19, 0))

const req = { centerServiceId: 1234, phone: '9876543210', amount: paise(150000), reason: 'Membership renewal' }

describe('payment link request id', () => {
  it("is built from the centre service id, today's date, phone, amount and the first 7 characters of the reason", () => {
    expect(paymentLinkRequestId(req, lateEvening)).toBe('1234_2024-06-15_9876543210_150000_Members')
  })
  it("takes today's date in Asia/Kolkata", () => {
    expect(paymentLinkRequestId(req, afterMidnight)).toBe('1234_2024-06-16_9876543210_150000_Members')
  })
  it('goes through unchanged when no listed link has the same id', () => {
    expect(resolvePaymentLinkRequestId('id', [{ requestId: 'other', status: 'ACTIVE', createdBy: 'Ravi' }])).toEqual(E.right('id'))
  })
  it('appends _1 when an existing link with the same id is paid, cancelled or expired', () => {
    for (const status of ['PAID', 'CANCELLED', 'EXPIRED', 'paid']) {
      expect(resolvePaymentLinkRequestId('id', [{ requestId: 'id', status, createdBy: 'Ravi' }])).toEqual(E.right('id_1'))
    }
  })
  it('is refused otherwise, naming who created it', () => {
    expect(resolvePaymentLinkRequestId('id', [{ requestId: 'id', status: 'ACTIVE', createdBy: 'Ravi' }])).toEqual(
      E.left(
        'Please check the table before generating link. This request is already created today by Ravi, Please do not create multiple request for same user and same amount!',
      ),
    )
  })
})
