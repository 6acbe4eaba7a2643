import { describe, expect, it } from 'vitest'
import { validatePaymentLink } from '../../../../core/selling/payment-link.rule'
import { errorsOf, valueOf } from '../../../support/forms'

describe('Payment link', () => {
  it('needs an amount and a reason', () => {
    expect(errorsOf(validatePaymentLink({}))).toEqual({ amount: 'Amount is required', reason: 'Reason is required' })
  })
  it('needs a free-text reason when the reason is Others', () => {
    expect(errorsOf(validatePaymentLink({ amount: '500', reason: 'Others' }))).toEqual({ otherReason: 'Reason is required' })
    expect(valueOf(validatePaymentLink({ amount: '500', reason: 'Others', otherReason: ' Locker ' })).reason).toBe('Locker')
  })
  it('takes the amount in rupees and gives paise', () => {
    expect(valueOf(validatePaymentLink({ amount: '1499.50', reason: 'Renewal' })).amount).toBe(149950)
  })
  it('refuses a zero or negative amount', () => {
    expect(errorsOf(validatePaymentLink({ amount: 0, reason: 'Renewal' }))).toEqual({ amount: 'Amount is required' })
    expect(errorsOf(validatePaymentLink({ amount: '-5', reason: 'Renewal' }))).toEqual({ amount: 'Amount is required' })
  })
})
