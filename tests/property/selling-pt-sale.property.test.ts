import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { epochMs, paise } from '../../core/shared/brands'
import { PT_OTP_BYPASS_CACHE_MS } from '../../core/shared/constants'
import { perSessionPrice, priceDifference, ptPriceDropped } from '../../core/selling/pt-price.rule'
import { ptSaleNextStep, whitelistCacheValid } from '../../core/selling/pt-sale.rule'
import { aPtPack, instantArb, paiseArb } from '../support/selling'

describe('PT sale laws', () => {
  it('the per-session price times the sessions is within half a paisa per session of the selling price', () => {
    fc.assert(
      fc.property(paiseArb(), fc.integer({ min: 1, max: 200 }), (price, count) => {
        const each = perSessionPrice(price, count) as number
        expect(Number.isInteger(each)).toBe(true)
        expect(Math.abs(each * count - price)).toBeLessThanOrEqual(count / 2)
      }),
    )
  })
  it('the price has dropped exactly when the user pays no more than listed or an offer cuts the price', () => {
    fc.assert(
      fc.property(paiseArb(), paiseArb(), paiseArb(1000), (user, listed, cut) => {
        const pack = aPtPack({ price: { ...aPtPack().price, sellingPrice: listed, breakup: [{ offerId: 'o', discount: cut }] } })
        expect(ptPriceDropped(priceDifference(user, listed), pack)).toBe(user <= listed || cut > 0)
      }),
    )
  })
  it('an OTP is asked only for an active membership with a dropped price and no bypass', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (active, cont, dropped, bypassed) => {
        const step = ptSaleNextStep({ hasActiveMembership: active, continuedWithoutMembership: cont, priceDropped: dropped, otpBypassed: bypassed })
        expect(step._tag === 'Otp').toBe(active && dropped && !bypassed)
        expect(step._tag === 'NeedsActiveMembership').toBe(!active && !cont)
      }),
    )
  })
  it('the whitelist cache is valid exactly during the 5 minutes after it was fetched', () => {
    fc.assert(
      fc.property(instantArb, fc.integer({ min: -PT_OTP_BYPASS_CACHE_MS, max: 3 * PT_OTP_BYPASS_CACHE_MS }), (fetchedAt, age) => {
        const valid = whitelistCacheValid({ emails: ['a@b.c'], fetchedAt }, epochMs(fetchedAt + age))
        expect(valid).toBe(age >= 0 && age < PT_OTP_BYPASS_CACHE_MS)
      }),
    )
  })
  it('priceDifference is antisymmetric in the two prices', () => {
    fc.assert(
      fc.property(paiseArb(), paiseArb(), (a, b) => {
        expect(priceDifference(a, b) + priceDifference(b, a)).toBe(0)
        expect(priceDifference(a, a)).toBe(paise(0))
      }),
    )
  })
})
