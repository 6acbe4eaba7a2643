import { describe, expect, it } from 'vitest'
import {
  gstInvoiceTotals,
  gstLineOfInclusivePrice,
  gstLineOfTaxableValue,
  gstOnTaxableValue,
  gstSupplyOf,
  gstTaxOf,
} from '../../../../core/money/gst-invoice.rule'
import { gstSplit } from '../../../../core/selling/price-quote.rule'
import { paise } from '../../../../core/shared/brands'

describe('GST on a tax invoice', () => {
  it('charges CGST 9% + SGST 9% within a state and IGST 18% across states on ₹1,000', () => {
    expect(gstLineOfTaxableValue(paise(100000), 'INTRA_STATE')).toEqual({ taxable: 100000, cgst: 9000, sgst: 9000, igst: 0, total: 118000 })
    expect(gstLineOfTaxableValue(paise(100000), 'INTER_STATE')).toEqual({ taxable: 100000, cgst: 0, sgst: 0, igst: 18000, total: 118000 })
  })

  it('rounds the line’s tax half up to the paisa, CGST taking the larger half', () => {
    expect(gstOnTaxableValue(paise(1))).toBe(0) // 0.18 paise
    expect(gstOnTaxableValue(paise(3))).toBe(1) // 0.54 paise
    expect(gstOnTaxableValue(paise(25))).toBe(5) // 4.5 paise, half up
    expect(gstLineOfTaxableValue(paise(25), 'INTRA_STATE')).toEqual({ taxable: 25, cgst: 3, sgst: 2, igst: 0, total: 30 })
    expect(gstLineOfTaxableValue(paise(1005), 'INTRA_STATE')).toEqual({ taxable: 1005, cgst: 91, sgst: 90, igst: 0, total: 1186 }) // 180.9 -> 181
  })

  it('splits a GST-inclusive price so that the line’s total is the price paid', () => {
    expect(gstLineOfInclusivePrice(paise(118000), 'INTRA_STATE')).toEqual({ taxable: 100000, cgst: 9000, sgst: 9000, igst: 0, total: 118000 })
    // ₹999 inclusive: 846.61 taxable (846.6101...), 152.39 tax.
    expect(gstLineOfInclusivePrice(paise(99900), 'INTRA_STATE')).toEqual({ taxable: 84661, cgst: 7620, sgst: 7619, igst: 0, total: 99900 })
    expect(gstLineOfInclusivePrice(paise(99900), 'INTER_STATE')).toEqual({ taxable: 84661, cgst: 0, sgst: 0, igst: 15239, total: 99900 })
  })

  it('shows the same CGST and SGST as the sale’s Taxes and fees breakdown', () => {
    for (const price of [0, 1, 99, 99900, 149999, 2500000]) {
      const line = gstLineOfInclusivePrice(paise(price), 'INTRA_STATE')
      const quote = gstSplit(paise(price))
      expect([line.taxable, line.cgst, line.sgst]).toEqual([quote.base, quote.cgst, quote.sgst])
    }
  })

  it('sums the invoice’s totals from its lines', () => {
    const lines = [gstLineOfInclusivePrice(paise(118000), 'INTRA_STATE'), gstLineOfInclusivePrice(paise(99900), 'INTRA_STATE')]
    const totals = gstInvoiceTotals(lines)
    expect(totals).toEqual({ taxable: 184661, cgst: 16620, sgst: 16619, igst: 0, total: 217900 })
    expect(gstTaxOf(totals)).toBe(33239)
    expect(gstInvoiceTotals([])).toEqual({ taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 })
  })

  it('counts a negative or broken amount as zero rather than a negative tax', () => {
    expect(gstLineOfTaxableValue(paise(-500), 'INTRA_STATE')).toEqual({ taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 })
    expect(gstLineOfInclusivePrice(paise(Number.NaN), 'INTER_STATE')).toEqual({ taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 })
  })

  it('supplies within the centre’s state unless the place of supply is another state', () => {
    expect(gstSupplyOf('Karnataka')).toBe('INTRA_STATE')
    expect(gstSupplyOf('Karnataka', ' karnataka ')).toBe('INTRA_STATE')
    expect(gstSupplyOf('Karnataka', '')).toBe('INTRA_STATE')
    expect(gstSupplyOf('Karnataka', 'Maharashtra')).toBe('INTER_STATE')
  })
})
