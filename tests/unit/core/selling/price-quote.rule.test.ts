import { describe, expect, it } from 'vitest'
import { paise } from '../../../../core/shared/brands'
import { computeQuote, gstSplit } from '../../../../core/selling/price-quote.rule'
import { groupOfferSaving } from '../../../../core/selling/group-offer-saving.rule'
import { anAddOn } from '../../../support/selling'

describe('GST derived from the selling price', () => {
  it("splits a GST-inclusive price at 18 percent with the label 'CGST + SGST @18%'", () => {
    const s = gstSplit(paise(118_000))
    expect(s).toMatchObject({ base: 100_000, gst: 18_000, cgst: 9_000, sgst: 9_000, label: 'CGST + SGST @18%' })
  })
  it('loses no paisa when the base does not divide evenly', () => {
    const s = gstSplit(paise(99_900))
    expect(s.base).toBe(84_661)
    expect(s.gst).toBe(15_239)
    expect(s.cgst + s.sgst).toBe(15_239)
    expect([s.cgst, s.sgst]).toEqual([7_620, 7_619])
  })
})

describe('total payable', () => {
  const fees = { platformFee: paise(2_000), platformFeeGst: paise(360), isTaxBreakupShown: true }
  const base = { sellingPrice: paise(118_000), users: 2, fees, addOns: [anAddOn(50_000, 'Locker')] }

  it('is (price + platform fee) per user, plus add-ons, minus exchange and special discounts', () => {
    const q = computeQuote({ ...base, exchangeDiscount: paise(10_000), specialDiscount: paise(5_000) })
    expect(q.subtotal).toBe(2 * (118_000 + 2_000 + 360) + 50_000)
    expect(q.total).toBe(290_720 - 15_000)
  })
  it('adds the platform fee GST only when the tax breakup is shown', () => {
    const q = computeQuote({ ...base, fees: { ...fees, isTaxBreakupShown: false } })
    expect(q.total).toBe(2 * 120_000 + 50_000)
    expect(q.lines.map((l) => l.kind)).not.toContain('platformFeeGst')
  })
  it('lists the taxes and fees lines that add up to the total', () => {
    const q = computeQuote({ ...base, exchangeDiscount: paise(10_000) })
    expect(q.lines.map((l) => [l.label, l.amount])).toEqual([
      ['Base price', 200_000],
      ['CGST + SGST @18%', 36_000],
      ['Platform fee', 4_000],
      ['GST on platform fee', 720],
      ['Locker', 50_000],
      ['Membership exchange discount', -10_000],
    ])
    expect(q.lines.reduce((s, l) => s + l.amount, 0)).toBe(q.total)
  })
  it('never goes below zero when the discounts exceed the price', () => {
    const q = computeQuote({ sellingPrice: paise(10_000), users: 1, exchangeDiscount: paise(8_000), specialDiscount: paise(5_000) })
    expect(q.total).toBe(0)
    expect(q.exchangeDiscount).toBe(8_000)
    expect(q.specialDiscount).toBe(2_000)
  })
})

describe('group offer saving', () => {
  const groupOffer = { offerId: 'g1', productIds: [], isGroupOffer: true }
  it('defaults to 1000 rupees per user when no discount is found', () => {
    expect(groupOfferSaving([], [groupOffer], 3)).toEqual({ perUser: 100_000, total: 300_000, isDefault: true })
  })
  it("uses the group offer's discount when the price breakup has one", () => {
    const s = groupOfferSaving([{ offerId: 'g1', discount: paise(150_000) }], [groupOffer], 2)
    expect(s).toEqual({ perUser: 150_000, total: 300_000, isDefault: false })
  })
  it("ignores a discount from an offer that is not a group offer", () => {
    const s = groupOfferSaving([{ offerId: 'x', discount: paise(150_000) }], [groupOffer, { offerId: 'x', productIds: [], isGroupOffer: false }], 2)
    expect(s.isDefault).toBe(true)
  })
})
