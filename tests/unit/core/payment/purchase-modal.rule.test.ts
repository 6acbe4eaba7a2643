import { describe, expect, it } from 'vitest'
import { purchaseModal } from '../../../../core/payment/purchase-modal.rule'
import { aDigitalSale, anOrder, at } from '../../../support/payment'

const base = { sale: aDigitalSale(), order: anOrder() }

describe('purchase modals (part 2 §2)', () => {
  it("Processing Payment: collect on EDC machine offers 'collect payment and continue'", () => {
    expect(purchaseModal({ step: 'collecting', ...base }, at(0))).toEqual({
      modal: 'processing',
      title: 'Processing Payment',
      action: 'collect payment and continue',
      busy: false,
    })
  })
  it('Please wait: 30-second countdown', () => {
    const w = { step: 'waiting' as const, ...base, failures: 0, since: at(0), deadline: at(30_000), nextPollAt: at(5_000), pollInFlight: false }
    expect(purchaseModal(w, at(0))).toEqual({ modal: 'wait', title: 'Please wait', secondsLeft: 30 })
    expect(purchaseModal(w, at(12_500))).toMatchObject({ secondsLeft: 18 })
  })
  it('Payment Confirmation Pending / Membership Creation Pending', () => {
    expect(purchaseModal({ step: 'paymentPending', ...base }, at(0))).toEqual({ modal: 'pending', title: 'Payment Confirmation Pending' })
    expect(purchaseModal({ step: 'creationPending', ...base }, at(0))).toEqual({ modal: 'pending', title: 'Membership Creation Pending' })
  })
  it('Purchase successful', () => {
    expect(purchaseModal({ step: 'succeeded', ...base }, at(0))).toEqual({ modal: 'success', title: 'Purchase successful' })
  })
  it("payment could not be confirmed offers Try Again; the server's failure keeps its own texts", () => {
    expect(purchaseModal({ step: 'couldNotConfirm', ...base, failures: 1 }, at(0))).toEqual({
      modal: 'error',
      title: 'Payment could not be confirmed',
      action: 'Try Again',
    })
    expect(purchaseModal({ step: 'failed', ...base, title: 'Declined', subtitle: 'Use another card' }, at(0))).toEqual({
      modal: 'error',
      title: 'Declined',
      subtitle: 'Use another card',
    })
  })
})
