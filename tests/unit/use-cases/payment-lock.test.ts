import { describe, expect, it } from 'vitest'
import { createInMemoryPaymentSignals, createPaymentSignalBus } from '../../../adapters/in-memory/payment-signals.in-memory'
import { NO_LOCK, PAYMENT_LOCK_ASK_MS, type PaymentLock, afterSignal, sellLockReason, sellLockShownAsBanner } from '../../../core/payment/payment-lock.rule'
import { createManualClock } from '../../../adapters/clock/manual-clock'
import { announcePayment } from '../../../core/payment/announce-payment.use-case'
import { watchPaymentLock } from '../../../core/payment/watch-payment-lock.use-case'
import { CHECKING_PAYMENT_IN_PROGRESS, PAYMENT_IN_ANOTHER_TAB, PAYMENT_STILL_UNRESOLVED } from '../../../core/shared/messages'

describe('the payment lock between tabs', () => {
  it('another tab locks the sale while it runs a payment and frees it the moment the payment ends', async () => {
    const bus = createPaymentSignalBus()
    const one = { paymentSignals: createInMemoryPaymentSignals('tab-1', bus) }
    const two = { paymentSignals: createInMemoryPaymentSignals('tab-2', bus) }
    const seen: PaymentLock[] = []
    const clock = createManualClock(Date.UTC(2026, 10, 30, 18, 25))
    const sub = watchPaymentLock({ ...two, clock })(1001).subscribe((l) => seen.push(l))
    expect(seen.at(-1)?.settled).toBe(false)
    clock.advance(PAYMENT_LOCK_ASK_MS)
    expect(seen.at(-1)?.settled).toBe(true)
    await announcePayment(one)(1001, 'started')()
    // Another centre's payment, and this tab's own announcement, do not lock it.
    await announcePayment(one)(1002, 'started')()
    await announcePayment(two)(1001, 'started')()
    expect(seen.at(-1)?.payingTabs).toEqual(['tab-1'])
    await announcePayment(one)(1001, 'ended')()
    expect(seen.at(-1)?.payingTabs).toEqual([])
    expect(seen.at(-1)?.changes).toBe(1)
    sub.unsubscribe()
    expect(seen[0]).toEqual(NO_LOCK)
  })

  it('a change of the stored payment elsewhere is counted, so the screen reads it again', () => {
    expect(afterSignal(NO_LOCK, { kind: 'changed' })).toEqual({ payingTabs: [], changes: 1, settled: false })
    expect(afterSignal({ payingTabs: ['a'], changes: 0, settled: true }, { kind: 'started', tab: 'a' }).payingTabs).toEqual(['a'])
  })

  it('a locked Sell Pack always has a reason from the catalogue', () => {
    expect(sellLockReason({ storedKnown: false, unresolvedHere: false, otherTabPaying: false })).toBe(CHECKING_PAYMENT_IN_PROGRESS)
    expect(sellLockReason({ storedKnown: true, unresolvedHere: true, otherTabPaying: true })).toBe(PAYMENT_IN_ANOTHER_TAB)
    expect(sellLockReason({ storedKnown: true, unresolvedHere: true, otherTabPaying: false })).toBe(PAYMENT_STILL_UNRESOLVED)
    expect(sellLockReason({ storedKnown: true, unresolvedHere: false, otherTabPaying: false })).toBeUndefined()
    // Only the reasons that ask staff to act are a banner; the brief check on opening is not.
    expect(sellLockShownAsBanner(CHECKING_PAYMENT_IN_PROGRESS)).toBe(false)
    expect(sellLockShownAsBanner(PAYMENT_IN_ANOTHER_TAB)).toBe(true)
    expect(sellLockShownAsBanner(PAYMENT_STILL_UNRESOLVED)).toBe(true)
    expect(sellLockShownAsBanner(undefined)).toBe(false)
  })
})
