import { describe, expect, it } from 'vitest'
import { paise } from '../../../../core/shared/brands'
import { formatRupees, minorUnitsToPaise, paiseToMinorUnits, rupeesToPaise } from '../../../../core/shared/money'

describe('money', () => {
  it('reads the server rupee prices as integer paise', () => {
    expect(rupeesToPaise(1234.5)).toBe(123450)
    expect(rupeesToPaise(1.15)).toBe(115)
    expect(rupeesToPaise(19.99)).toBe(1999)
    expect(rupeesToPaise(0)).toBe(0)
  })
  it('sends amounts in minor units: rupees times 100', () => {
    expect(paiseToMinorUnits(rupeesToPaise(1234.5))).toBe(123450)
    expect(minorUnitsToPaise(123450)).toBe(123450)
  })
  it('shows amounts with the rupee sign, Indian grouping and two decimals', () => {
    expect(formatRupees(paise(123450))).toBe('₹1,234.50')
    expect(formatRupees(paise(123456700))).toBe('₹12,34,567.00')
    expect(formatRupees(paise(1000000000))).toBe('₹1,00,00,000.00')
    expect(formatRupees(paise(99900))).toBe('₹999.00')
    expect(formatRupees(paise(5))).toBe('₹0.05')
    expect(formatRupees(paise(0))).toBe('₹0.00')
    expect(formatRupees(paise(-5000))).toBe('-₹50.00')
  })
})
