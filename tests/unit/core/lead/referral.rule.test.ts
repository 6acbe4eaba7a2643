import { describe, expect, it } from 'vitest'
import { validateReferral } from '../../../../core/lead/referral.rule'
import { errorsOf, valueOf } from '../../../support/forms'

describe('Record Referral', () => {
  it('needs the name (trimmed) and a phone of exactly 10 characters', () => {
    expect(errorsOf(validateReferral({ name: '  ', phone: '98765' }))).toEqual({
      name: 'Customer Name is required',
      phone: 'Invalid Phone Number',
    })
    expect(valueOf(validateReferral({ name: ' Ravi ', phone: '9876543210' }))).toEqual({ name: 'Ravi', phone: '9876543210' })
  })
})
