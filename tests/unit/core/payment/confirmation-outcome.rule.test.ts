import { describe, expect, it } from 'vitest'
import {
  afterConfirmation,
  afterFulfilmentStatus,
  countdownSeconds,
  fulfilmentPollTimes,
  waitDeadline,
} from '../../../../core/payment/confirmation-outcome.rule'
import { at } from '../../../support/payment'

describe('payment confirmation result (part 2 §4)', () => {
  it('success shows Purchase successful', () => {
    expect(afterConfirmation('success')).toEqual({ next: 'succeeded' })
  })
  it('pending or under_review shows the wait modal', () => {
    expect(afterConfirmation('pending')).toEqual({ next: 'wait' })
    expect(afterConfirmation('under_review')).toEqual({ next: 'wait' })
  })
  it("failed shows the error modal with the server's title and subtitle", () => {
    expect(afterConfirmation('failed', { title: 'Card declined', subtitle: 'Ask for another card' })).toEqual({
      next: 'failed',
      title: 'Card declined',
      subtitle: 'Ask for another card',
    })
  })
  it('failed without a server title falls back to the generic failure texts', () => {
    const r = afterConfirmation('failed')
    expect(r).toMatchObject({ next: 'failed', title: 'Something went wrong' })
  })
})

describe('fulfilment status while waiting (part 2 §4)', () => {
  it('pending or under_review at a stage other than PAYMENT_VERIFICATION keeps waiting', () => {
    expect(afterFulfilmentStatus('pending', 'MEMBERSHIP_CREATION')).toEqual({ next: 'keepWaiting' })
    expect(afterFulfilmentStatus('under_review', undefined)).toEqual({ next: 'keepWaiting' })
  })
  it('pending or under_review at PAYMENT_VERIFICATION shows Membership Creation Pending', () => {
    expect(afterFulfilmentStatus('pending', 'PAYMENT_VERIFICATION')).toEqual({ next: 'creationPending' })
    expect(afterFulfilmentStatus('under_review', 'PAYMENT_VERIFICATION')).toEqual({ next: 'creationPending' })
  })
  it('success shows Purchase successful; failed shows the server texts', () => {
    expect(afterFulfilmentStatus('success', 'PAYMENT_VERIFICATION')).toEqual({ next: 'succeeded' })
    expect(afterFulfilmentStatus('failed', undefined, { title: 'T', subtitle: 'S' })).toEqual({ next: 'failed', title: 'T', subtitle: 'S' })
  })
})

describe('the wait modal timing', () => {
  it('polls fulfilment status every 5 seconds up to 30 seconds', () => {
    expect(fulfilmentPollTimes(at(0))).toEqual([at(5_000), at(10_000), at(15_000), at(20_000), at(25_000)])
    expect(waitDeadline(at(0))).toBe(at(30_000))
  })
  it('counts down 30 seconds', () => {
    expect(countdownSeconds(at(30_000), at(0))).toBe(30)
    expect(countdownSeconds(at(30_000), at(29_001))).toBe(1)
    expect(countdownSeconds(at(30_000), at(30_000))).toBe(0)
    expect(countdownSeconds(at(30_000), at(45_000))).toBe(0)
  })
})
