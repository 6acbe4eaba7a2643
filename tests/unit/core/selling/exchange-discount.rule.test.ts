import { describe, expect, it } from 'vitest'
import { paise } from '../../../../core/shared/brands'
import { cappedExchangeDiscount } from '../../../../core/selling/exchange-discount.rule'
import { exchangeDiscount } from '../../../../core/selling/plan-options.rule'

const constraints = { exchangeFee: paise(50_000), maxDiscountPercentage: 50, maxDiscountAbsolute: paise(2_000_000) }

describe('Exchange discount within exchangeConstraints (part 2 §3; our reading)', () => {
  it('keeps a discount inside every cap as offered', () => {
    expect(cappedExchangeDiscount({ isValidExchange: true, discountValue: paise(250_000), exchangeConstraints: constraints }, paise(1_000_000))).toBe(250_000)
  })
  it('caps at maxDiscountPercentage of the new pack price', () => {
    expect(cappedExchangeDiscount({ isValidExchange: true, discountValue: paise(900_000), exchangeConstraints: constraints }, paise(1_000_001))).toBe(500_000)
  })
  it('caps at maxDiscountAbsolute', () => {
    expect(cappedExchangeDiscount({ isValidExchange: true, discountValue: paise(3_000_000), exchangeConstraints: constraints }, paise(10_000_000))).toBe(2_000_000)
  })
  it('does not deduct the exchange fee again (the server discount is net of it)', () => {
    expect(cappedExchangeDiscount({ isValidExchange: true, discountValue: paise(100_000), exchangeConstraints: constraints }, paise(1_000_000))).toBe(100_000)
  })
  it('without constraints only keeps the discount non-negative', () => {
    expect(cappedExchangeDiscount({ isValidExchange: true, discountValue: paise(-5) }, paise(1_000))).toBe(0)
    expect(cappedExchangeDiscount({ isValidExchange: true, discountValue: paise(5_000) }, paise(1_000))).toBe(5_000)
  })
  it('enters the price through exchangeDiscount when the pack price is given', () => {
    const ex = { isValidExchange: true, discountValue: paise(900_000), exchangeConstraints: constraints }
    expect(exchangeDiscount(ex, true, paise(1_000_000))).toBe(500_000)
    expect(exchangeDiscount(ex, false, paise(1_000_000))).toBe(0)
  })
})
