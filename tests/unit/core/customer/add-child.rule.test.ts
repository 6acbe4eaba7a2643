import { describe, expect, it } from 'vitest'
import { validateAddChild } from '../../../../core/customer/add-child.rule'
import { errorsOf, valueOf } from '../../../support/forms'

const child = { firstName: 'Anu', lastName: 'Rao', emergencyPhone: '9876543210', age: 9 }

describe('Add Child', () => {
  it('adds a child with names, a 10-digit emergency phone and an age of 5 to 18', () => {
    expect(valueOf(validateAddChild(child, '9800000001'))).toEqual(child)
  })
  it("says 'Please enter valid phone number' for a phone that is not 10 digits", () => {
    expect(errorsOf(validateAddChild({ ...child, emergencyPhone: '98765' }, '9800000001'))).toEqual({
      emergencyPhone: 'Please enter valid phone number',
    })
  })
  it("says 'Age is 5-18 years only' outside 5 to 18", () => {
    for (const age of [4, 19, '', 7.5]) expect(errorsOf(validateAddChild({ ...child, age }, '9800000001')).age).toBe('Age is 5-18 years only')
    for (const age of [5, 18, '12']) expect(errorsOf(validateAddChild({ ...child, age }, '9800000001'))).toEqual({})
  })
  it('refuses a customer without a phone, with the field errors', () => {
    expect(errorsOf(validateAddChild({ ...child, firstName: '' }, undefined))).toEqual({
      firstName: 'First name is required',
      customer: 'User does not have phone number associated with account',
    })
  })
})
