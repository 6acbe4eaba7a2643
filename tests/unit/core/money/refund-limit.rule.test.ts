import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { type RefundLedger, applyRefund, refundPaymentStatus, refundableLeft, refundedSoFar } from '../../../../core/money/refund-limit.rule'
import { paise } from '../../../../core/shared/brands'
import { REFUND_AMOUNT_ABOVE_ZERO, REFUND_KEY_REUSED, REFUND_NOTHING_LEFT, refundAtMost } from '../../../../core/shared/messages'

const paid: RefundLedger = { paid: paise(100000), refunds: [] }
const refund = (key: string, amount: number) => ({ key, amount: paise(amount) })
const must = <A>(e: E.Either<string, A>): A => {
  if (E.isLeft(e)) throw new Error(e.left)
  return e.right
}
const refusal = (e: E.Either<string, unknown>): string => (E.isLeft(e) ? e.left : 'accepted')

describe('refunding a paid order', () => {
  it('leaves a paid order PAID until something is refunded', () => {
    expect(refundPaymentStatus(paid)).toBe('PAID')
    expect(refundableLeft(paid)).toBe(100000)
  })

  it('moves a ₹1,000 order to PARTIALLY_REFUNDED after ₹300, then to REFUNDED after the other ₹700', () => {
    const first = must(applyRefund(paid, refund('r-1', 30000)))
    expect(first).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundable: 70000, repeated: false })
    const second = must(applyRefund(first.ledger, refund('r-2', 70000)))
    expect(second).toMatchObject({ status: 'REFUNDED', refundable: 0, repeated: false })
    expect(refundedSoFar(second.ledger)).toBe(100000)
  })

  it('counts the same refund key once: a double click or a retry refunds nothing more', () => {
    const first = must(applyRefund(paid, refund('r-1', 30000)))
    const again = must(applyRefund(first.ledger, refund('r-1', 30000)))
    expect(again).toEqual({ ledger: first.ledger, status: 'PARTIALLY_REFUNDED', refundable: 70000, repeated: true })
    expect(refundedSoFar({ paid: paise(100000), refunds: [refund('r-1', 30000), refund('r-1', 30000)] })).toBe(30000)
  })

  it('refuses the same key with another amount', () => {
    const first = must(applyRefund(paid, refund('r-1', 30000)))
    expect(refusal(applyRefund(first.ledger, refund('r-1', 40000)))).toBe(REFUND_KEY_REUSED)
  })

  it('never refunds more than what was paid less what was already refunded', () => {
    const first = must(applyRefund(paid, refund('r-1', 30000)))
    expect(refusal(applyRefund(first.ledger, refund('r-2', 70001)))).toBe(refundAtMost(paise(70000)))
    expect(refundAtMost(paise(70000))).toBe('A refund can be at most ₹700.00: what was paid less what was already refunded')
    const full = must(applyRefund(first.ledger, refund('r-2', 70000)))
    expect(refusal(applyRefund(full.ledger, refund('r-3', 1)))).toBe(REFUND_NOTHING_LEFT)
  })

  it('refuses an amount that is not a whole number of paise above zero', () => {
    for (const amount of [0, -500, 12.5, Number.NaN, Infinity]) expect(refusal(applyRefund(paid, refund('r-1', amount)))).toBe(REFUND_AMOUNT_ABOVE_ZERO)
  })
})
