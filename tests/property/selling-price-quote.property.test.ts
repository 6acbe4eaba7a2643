import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { paise } from '../../core/shared/brands'
import type { QuoteInput } from '../../core/selling/price-quote.rule'
import { computeQuote, gstSplit } from '../../core/selling/price-quote.rule'
import { groupOfferSaving } from '../../core/selling/group-offer-saving.rule'
import { addOnArb, paiseArb } from '../support/selling'

const quoteInputArb: fc.Arbitrary<QuoteInput> = fc.record({
  sellingPrice: paiseArb(),
  taxPercent: fc.constantFrom(18, 18, 12, 5, 0, 28),
  fees: fc.record({ platformFee: paiseArb(100_000), platformFeeGst: paiseArb(18_000), isTaxBreakupShown: fc.boolean() }),
  users: fc.integer({ min: 1, max: 5 }),
  addOns: fc.array(addOnArb, { maxLength: 4 }),
  exchangeDiscount: paiseArb(),
  specialDiscount: paiseArb(),
})

const sum = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0)

describe('price quote laws', () => {
  it('the breakdown lines always sum exactly to the total', () => {
    fc.assert(fc.property(quoteInputArb, (i) => {
      const q = computeQuote(i)
      expect(sum(q.lines.map((l) => l.amount))).toBe(q.total)
    }))
  })
  it('the total is never negative and every amount is whole paise', () => {
    fc.assert(fc.property(quoteInputArb, (i) => {
      const q = computeQuote(i)
      expect(q.total).toBeGreaterThanOrEqual(0)
      for (const l of q.lines) expect(Number.isInteger(l.amount)).toBe(true)
    }))
  })
  it('the total is the subtotal less the discounts whenever the discounts fit', () => {
    fc.assert(fc.property(quoteInputArb, (i) => {
      const q = computeQuote(i)
      const discounts = (i.exchangeDiscount ?? 0) + (i.specialDiscount ?? 0)
      if (discounts <= q.subtotal) expect(q.total).toBe(q.subtotal - discounts)
      else expect(q.total).toBe(0)
    }))
  })
  it('adding an add-on never lowers the total', () => {
    fc.assert(fc.property(quoteInputArb, addOnArb, (i, extra) => {
      const before = computeQuote(i).total
      const after = computeQuote({ ...i, addOns: [...(i.addOns ?? []), extra] }).total
      expect(after).toBeGreaterThanOrEqual(before)
    }))
  })
  it('a larger discount never raises the total', () => {
    fc.assert(fc.property(quoteInputArb, paiseArb(), (i, more) => {
      const before = computeQuote(i).total
      expect(computeQuote({ ...i, specialDiscount: paise((i.specialDiscount ?? 0) + more) }).total).toBeLessThanOrEqual(before)
      expect(computeQuote({ ...i, exchangeDiscount: paise((i.exchangeDiscount ?? 0) + more) }).total).toBeLessThanOrEqual(before)
    }))
  })
  it('without add-ons or discounts, the group total scales linearly with the users', () => {
    fc.assert(fc.property(quoteInputArb, fc.integer({ min: 1, max: 5 }), (i, users) => {
      const plain = { ...i, addOns: [], exchangeDiscount: paise(0), specialDiscount: paise(0) }
      expect(computeQuote({ ...plain, users }).total).toBe(users * computeQuote({ ...plain, users: 1 }).total)
    }))
  })
  it('the GST split never loses a paisa: base + gst == price and CGST + SGST == GST, halves within a paisa', () => {
    fc.assert(fc.property(paiseArb(), fc.constantFrom(18, 12, 5, 28, 0), (price, pct) => {
      const s = gstSplit(price, pct)
      expect(s.base + s.gst).toBe(price)
      expect(s.cgst + s.sgst).toBe(s.gst)
      expect(Math.abs(s.cgst - s.sgst)).toBeLessThanOrEqual(1)
      expect(s.gst).toBeGreaterThanOrEqual(0)
    }))
  })
  it('the GST is the tax percent of the base, to the nearest paisa', () => {
    fc.assert(fc.property(paiseArb(), (price) => {
      const s = gstSplit(price)
      expect(Math.abs(s.gst - (s.base * 18) / 100)).toBeLessThanOrEqual(0.5 + 18 / 100)
    }))
  })
  it('the group saving is the per-user saving times the users, and never below zero', () => {
    fc.assert(fc.property(fc.array(fc.record({ offerId: fc.constantFrom('g', 'x'), discount: paiseArb(500_000) })), fc.integer({ min: 1, max: 5 }), (breakup, users) => {
      const s = groupOfferSaving(breakup, [{ offerId: 'g', productIds: [], isGroupOffer: true }], users)
      expect(s.total).toBe(s.perUser * users)
      expect(s.perUser).toBeGreaterThan(0)
    }))
  })
})
