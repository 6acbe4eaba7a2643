import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { paise } from '../../core/shared/brands'
import { cappedExchangeDiscount } from '../../core/selling/exchange-discount.rule'
import type { MembershipExchange } from '../../core/selling/pack'

const money = fc.integer({ min: -1_000_000, max: 50_000_000 }).map(paise)
const constraintsArb = fc.record({ exchangeFee: money, maxDiscountPercentage: fc.double({ min: -10, max: 150, noNaN: true }), maxDiscountAbsolute: money })
const exchangeArb: fc.Arbitrary<MembershipExchange> = fc.record(
  { isValidExchange: fc.constant(true), discountValue: money, exchangeConstraints: constraintsArb },
  { requiredKeys: ['isValidExchange', 'discountValue'] },
)
const priceArb = fc.integer({ min: 0, max: 50_000_000 }).map(paise)

describe('exchange discount capping laws', () => {
  it('bound: a whole number of paise, never negative, never above the offer, the absolute cap or the percentage of the price', () => {
    fc.assert(
      fc.property(exchangeArb, priceArb, (ex, price) => {
        const d = cappedExchangeDiscount(ex, price)
        expect(Number.isInteger(d) && d >= 0).toBe(true)
        expect(d).toBeLessThanOrEqual(Math.max(0, ex.discountValue))
        const c = ex.exchangeConstraints
        if (c !== undefined) {
          expect(d).toBeLessThanOrEqual(Math.max(0, c.maxDiscountAbsolute))
          expect(d * 100).toBeLessThanOrEqual(price * Math.max(0, Math.min(100, c.maxDiscountPercentage)) + 1e-6)
        }
      }),
    )
  })
  it('idempotence: capping an already capped discount changes nothing', () => {
    fc.assert(
      fc.property(exchangeArb, priceArb, (ex, price) => {
        const once = cappedExchangeDiscount(ex, price)
        expect(cappedExchangeDiscount({ ...ex, discountValue: once }, price)).toBe(once)
      }),
    )
  })
  it('monotone: a larger offer never gives a smaller discount, and a larger price never a smaller one', () => {
    fc.assert(
      fc.property(exchangeArb, priceArb, fc.nat(1_000_000), fc.nat(1_000_000), (ex, price, more, dearer) => {
        const base = cappedExchangeDiscount(ex, price)
        expect(cappedExchangeDiscount({ ...ex, discountValue: paise(ex.discountValue + more) }, price)).toBeGreaterThanOrEqual(base)
        expect(cappedExchangeDiscount(ex, paise(price + dearer))).toBeGreaterThanOrEqual(base)
      }),
    )
  })
})
