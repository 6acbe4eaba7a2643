import * as E from 'fp-ts/Either'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type RefundLedger, applyRefund, refundPaymentStatus, refundableLeft, refundedSoFar } from '../../core/money/refund-limit.rule'
import { paise } from '../../core/shared/brands'

/*
 * A refund can never exceed what was paid less what was already refunded; it moves the order to
 * PARTIALLY_REFUNDED or REFUNDED; it is idempotent: the same refund key twice counts once.
 */

const paidArb = fc.integer({ min: 1, max: 10_000_000 })
const requestArb = (paid: number) =>
  fc.record({
    key: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
    amount: fc.oneof(fc.integer({ min: 1, max: paid }), fc.integer({ min: -paid, max: 2 * paid }), fc.double({ min: -1, max: paid })),
  })
const scenarioArb = paidArb.chain((paid) => fc.tuple(fc.constant(paid), fc.array(requestArb(paid), { maxLength: 25 })))

const expectedStatus = (paid: number, refunded: number) => (refunded === 0 ? 'PAID' : refunded === paid ? 'REFUNDED' : 'PARTIALLY_REFUNDED')

describe('refund laws', () => {
  it('a refund is made exactly when its key is new and its amount is whole paise from 1 to what is left; the status follows', () => {
    fc.assert(
      fc.property(scenarioArb, ([paid, requests]) => {
        let ledger: RefundLedger = { paid: paise(paid), refunds: [] }
        const made = new Map<string, number>()
        let refunded = 0
        for (const r of requests) {
          const result = applyRefund(ledger, { key: r.key, amount: paise(r.amount) })
          const earlier = made.get(r.key)
          const acceptable = earlier === undefined && Number.isInteger(r.amount) && r.amount >= 1 && r.amount <= paid - refunded
          if (earlier !== undefined && earlier === r.amount) {
            expect(E.isRight(result) && result.right.repeated).toBe(true)
          } else if (acceptable) {
            expect(E.isRight(result) && !result.right.repeated).toBe(true)
            made.set(r.key, r.amount)
            refunded += r.amount
          } else {
            expect(E.isLeft(result)).toBe(true)
          }
          if (E.isRight(result)) ledger = result.right.ledger
          expect(refundedSoFar(ledger)).toBe(refunded)
          expect(refundedSoFar(ledger)).toBeLessThanOrEqual(paid)
          expect(refundableLeft(ledger)).toBe(paid - refunded)
          expect(refundPaymentStatus(ledger)).toBe(expectedStatus(paid, refunded))
          if (E.isRight(result)) expect(result.right.status).toBe(expectedStatus(paid, refunded))
        }
      }),
    )
  })

  it('sending every request twice (double click, second tab, retry) ends where sending it once does', () => {
    const run = (paid: number, requests: readonly { key: string; amount: number }[]): RefundLedger =>
      requests.reduce<RefundLedger>((ledger, r) => {
        const result = applyRefund(ledger, { key: r.key, amount: paise(r.amount) })
        return E.isRight(result) ? result.right.ledger : ledger
      }, { paid: paise(paid), refunds: [] })
    fc.assert(
      fc.property(scenarioArb, ([paid, requests]) => {
        const once = run(paid, requests)
        const twice = run(paid, requests.flatMap((r) => [r, r]))
        expect(twice).toEqual(once)
        expect(refundPaymentStatus(twice)).toBe(refundPaymentStatus(once))
      }),
    )
  })
})
