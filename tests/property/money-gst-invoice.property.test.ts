import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type GstInvoiceLine,
  type GstSupply,
  gstInvoiceTotals,
  gstLineOfInclusivePrice,
  gstLineOfTaxableValue,
  gstTaxOf,
  GST_EXACT_UP_TO,
} from '../../core/money/gst-invoice.rule'
import { paise } from '../../core/shared/brands'

/* GST 18%: CGST 9% + SGST 9% within a state, IGST 18% across states, rounded to the paisa, totals that add up. */

const amountArb = fc.integer({ min: 0, max: 50_000_000 }) // up to ₹5,00,000
const supplyArb = fc.constantFrom<GstSupply>('INTRA_STATE', 'INTER_STATE')
const lineArb = fc
  .record({ amount: amountArb, inclusive: fc.boolean(), supply: supplyArb })
  .map(({ amount, inclusive, supply }) =>
    inclusive ? gstLineOfInclusivePrice(paise(amount), supply) : gstLineOfTaxableValue(paise(amount), supply),
  )
const parts = (l: GstInvoiceLine): number[] => [l.taxable, l.cgst, l.sgst, l.igst, l.total]

describe('GST invoice laws', () => {
  it('every line and the totals add up: total = taxable + CGST + SGST + IGST, each column the sum of its lines', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 12 }), (lines) => {
        for (const l of lines) expect(l.total).toBe(l.taxable + l.cgst + l.sgst + l.igst)
        const totals = gstInvoiceTotals(lines)
        let [taxable, cgst, sgst, igst, total] = [0, 0, 0, 0, 0]
        for (const l of lines) {
          taxable += l.taxable
          cgst += l.cgst
          sgst += l.sgst
          igst += l.igst
          total += l.total
        }
        expect(parts(totals)).toEqual([taxable, cgst, sgst, igst, total])
        expect(totals.total).toBe(totals.taxable + gstTaxOf(totals))
      }),
    )
  })

  it('CGST + SGST within a state is the IGST across states for the same value', () => {
    fc.assert(
      fc.property(amountArb, fc.boolean(), (amount, inclusive) => {
        const make = inclusive ? gstLineOfInclusivePrice : gstLineOfTaxableValue
        const intra = make(paise(amount), 'INTRA_STATE')
        const inter = make(paise(amount), 'INTER_STATE')
        expect(intra.cgst + intra.sgst).toBe(inter.igst)
        expect(intra.igst).toBe(0)
        expect([inter.cgst, inter.sgst]).toEqual([0, 0])
        expect(intra.taxable).toBe(inter.taxable)
        expect(intra.total).toBe(inter.total)
        expect(intra.cgst - intra.sgst === 0 || intra.cgst - intra.sgst === 1).toBe(true)
      }),
    )
  })

  it('no part of a line is ever negative or a fraction of a paisa, whatever the amount (negative, fractional, not a number)', () => {
    const exactArb = fc.oneof(fc.integer(), fc.integer({ min: -GST_EXACT_UP_TO, max: GST_EXACT_UP_TO }), fc.double({ min: -GST_EXACT_UP_TO, max: GST_EXACT_UP_TO }), fc.constantFrom(Number.NaN, Infinity, -Infinity))
    fc.assert(
      fc.property(exactArb, supplyArb, fc.boolean(), (amount, supply, inclusive) => {
        const l = (inclusive ? gstLineOfInclusivePrice : gstLineOfTaxableValue)(paise(amount), supply)
        for (const p of parts(l)) {
          expect(Number.isSafeInteger(p)).toBe(true)
          expect(p).toBeGreaterThanOrEqual(0)
        }
      }),
    )
  })

  it('the tax on a taxable value is 18% of it rounded half up to the paisa', () => {
    fc.assert(
      fc.property(amountArb, supplyArb, (taxable, supply) => {
        const l = gstLineOfTaxableValue(paise(taxable), supply)
        // 100 x tax − 18 x taxable, in hundredths of a paisa: within half a paisa, a half going up.
        const error = 100 * gstTaxOf(l) - 18 * taxable
        expect(error).toBeGreaterThan(-50)
        expect(error).toBeLessThanOrEqual(50)
      }),
    )
  })

  it('a GST-inclusive price round-trips: the line totals the price, its taxable value is the price without GST to the nearest paisa', () => {
    fc.assert(
      fc.property(amountArb, supplyArb, (price, supply) => {
        const l = gstLineOfInclusivePrice(paise(price), supply)
        expect(l.total).toBe(price)
        expect(Math.abs(118 * l.taxable - 100 * price)).toBeLessThanOrEqual(59)
        expect(Math.abs(100 * gstTaxOf(l) - 18 * l.taxable)).toBeLessThan(100)
      }),
    )
  })
})
