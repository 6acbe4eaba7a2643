import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { classifySearch, requirePhone, sanitiseSearchInput } from '../../../../core/customer/search-input.rule'

describe('search input', () => {
  it('keeps digits only, at most 10', () => {
    expect(sanitiseSearchInput('98a76-54 3210999')).toBe('9876543210')
  })
  it('treats exactly 10 digits as a phone search', () => {
    expect(classifySearch('9876543210')).toEqual({ kind: 'phone', phone: '9876543210' })
  })
  it('treats anything else as a user-id search', () => {
    expect(classifySearch('123456')).toEqual({ kind: 'userId', userId: '123456' })
    expect(classifySearch('98765432101')).toEqual({ kind: 'userId', userId: '98765432101' })
  })
  it("gives 'Invalid Phone Number' where a phone is required and the digits are fewer or more than 10", () => {
    expect(requirePhone('987654321')).toEqual(E.left('Invalid Phone Number'))
    expect(requirePhone('98765432101')).toEqual(E.left('Invalid Phone Number'))
    expect(requirePhone('98765x3210')).toEqual(E.left('Invalid Phone Number'))
    expect(requirePhone('9876543210')).toEqual(E.right('9876543210'))
  })
})
