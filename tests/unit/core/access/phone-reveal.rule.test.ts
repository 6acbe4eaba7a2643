import { describe, expect, it } from 'vitest'
import { phoneReveal } from '../../../../core/access/phone-reveal.rule'

describe('phone privacy', () => {
  it('shows the phone directly at a PII-accessible centre', () => {
    expect(phoneReveal(true, '9876543210')).toEqual({ kind: 'shown', phone: '9876543210' })
  })
  it('otherwise offers a masked call showing nine X characters and the last 4 digits', () => {
    expect(phoneReveal(false, '9876543210')).toEqual({ kind: 'maskedCall', masked: 'XXXXXXXXX3210' })
  })
})
