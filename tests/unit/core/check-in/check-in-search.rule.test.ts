import { describe, expect, it } from 'vitest'
import { matchesCheckInSearch, parseCheckInSearch, resolvePhoneSearch } from '../../../../core/check-in/check-in-search.rule'
import { aCheckIn } from '../../../support/check-ins'

const asha = aCheckIn({ firstName: 'Asha', lastName: 'Rao', userId: '300123' })

describe('check-in list search (filters the loaded list)', () => {
  it('matches digits against the user id', () => {
    expect(matchesCheckInSearch(parseCheckInSearch('0012'), asha)).toBe(true)
    expect(matchesCheckInSearch(parseCheckInSearch('999'), asha)).toBe(false)
  })
  it('reads exactly 10 digits as a mobile number, which matches nobody until its customer is known', () => {
    expect(parseCheckInSearch(' 9000000001 ')).toEqual({ kind: 'phone', phone: '9000000001' })
    expect(matchesCheckInSearch(parseCheckInSearch('9000000001'), asha)).toBe(false)
    expect(parseCheckInSearch('900000000')).toEqual({ kind: 'userId', digits: '900000000' })
    expect(parseCheckInSearch('90000000012')).toEqual({ kind: 'userId', digits: '90000000012' })
  })
  it('finds the customer a phone belongs to by the id search-user-by-phone returned', () => {
    const byPhone = resolvePhoneSearch(parseCheckInSearch('9000000001'), '300123')
    expect(byPhone).toEqual({ kind: 'member', userId: '300123' })
    expect(matchesCheckInSearch(byPhone, asha)).toBe(true)
    expect(matchesCheckInSearch(byPhone, aCheckIn({ userId: '3001234' }))).toBe(false)
    expect(matchesCheckInSearch(resolvePhoneSearch(parseCheckInSearch('9000000001'), undefined), asha)).toBe(false)
    expect(resolvePhoneSearch(parseCheckInSearch('asha'), '300123')).toEqual(parseCheckInSearch('asha'))
  })
  it('matches text against the name, case-insensitively, ignoring extra spaces', () => {
    expect(matchesCheckInSearch(parseCheckInSearch('  asha   RAO '), asha)).toBe(true)
    expect(matchesCheckInSearch(parseCheckInSearch('ha ra'), asha)).toBe(true)
    expect(matchesCheckInSearch(parseCheckInSearch('ravi'), asha)).toBe(false)
  })
  it('keeps everything for an empty query', () => {
    expect(matchesCheckInSearch(parseCheckInSearch('   '), asha)).toBe(true)
  })
})
