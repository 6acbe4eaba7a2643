import { describe, expect, it } from 'vitest'
import { paise } from '../../../../core/shared/brands'
import { perSessionPrice, priceDifference, ptPriceDropped, ptSessionCount } from '../../../../core/selling/pt-price.rule'
import { aPtPack } from '../../../support/selling'

describe('PT per-session price', () => {
  it('is the selling price divided by the restriction count, rounded to 2 decimals', () => {
    const pack = aPtPack()
    expect(perSessionPrice(pack.price.sellingPrice, ptSessionCount(pack))).toBe(83_333) // ₹10,000 / 12 = ₹833.33
    expect(perSessionPrice(paise(20_000), 3)).toBe(6_667) // ₹200 / 3 = ₹66.67
  })
  it('is not shown for a pack without sessions', () => {
    expect(perSessionPrice(paise(20_000), 0)).toBeUndefined()
    expect(ptSessionCount(aPtPack({ listingCategory: { restrictions: [] } }))).toBeUndefined()
  })
})

describe('PT price drop', () => {
  it('has dropped when priceDifference <= 0', () => {
    const pack = aPtPack()
    expect(ptPriceDropped(priceDifference(paise(1_000_000), pack.price.sellingPrice), pack)).toBe(true)
    expect(ptPriceDropped(priceDifference(paise(900_000), pack.price.sellingPrice), pack)).toBe(true)
  })
  it('has not dropped when the user pays more than listed and there is no price cut', () => {
    const pack = aPtPack()
    expect(priceDifference(paise(1_100_000), pack.price.sellingPrice)).toBe(100_000)
    expect(ptPriceDropped(paise(100_000), pack)).toBe(false)
  })
  it('has dropped when an offer cuts the price', () => {
    const pack = aPtPack({ price: { ...aPtPack().price, breakup: [{ offerId: 'o', discount: paise(5_000) }] } })
    expect(ptPriceDropped(paise(100_000), pack)).toBe(true)
  })
})
