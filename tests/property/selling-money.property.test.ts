import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { paise } from '../../core/shared/brands'
import { formatRupees, minorUnitsToPaise, paiseToMinorUnits, paiseToRupees, rupeesToPaise } from '../../core/shared/money'

const anyPaise = fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }).map(paise)

describe('money laws', () => {
  it('round trip: paise -> rupees -> paise is the identity', () => {
    fc.assert(
      fc.property(anyPaise, (p) => {
        expect(rupeesToPaise(paiseToRupees(p))).toBe(p)
      }),
    )
  })
  it('round trip: paise -> minor units -> paise is the identity', () => {
    fc.assert(
      fc.property(anyPaise, (p) => {
        expect(minorUnitsToPaise(paiseToMinorUnits(p))).toBe(p)
      }),
    )
  })
  it('rupees with two decimals become an exact integer number of paise', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 99 }), (r, d) => {
        const p = rupeesToPaise(Number(`${r}.${String(d).padStart(2, '0')}`))
        expect(Number.isInteger(p)).toBe(true)
        expect(p).toBe(r * 100 + d)
      }),
    )
  })
  it('the display form reads back to the same amount and uses Indian grouping', () => {
    fc.assert(
      fc.property(anyPaise, (p) => {
        const s = formatRupees(p)
        expect(s).toMatch(/^-?₹(?:\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3})\.\d{2}$/)
        const back = Math.round(Number(s.replace(/[₹,]/g, '')) * 100)
        expect(back).toBe(p + 0)
      }),
    )
  })
})
