import { describe, expect, it } from 'vitest'
import { matchesCheckInSearch, parseCheckInSearch } from '../../../../core/check-in/check-in-search.rule'
import { aCheckIn } from '../../../support/check-ins'

const asha = aCheckIn({ firstName: 'Asha', lastName: 'Rao', userId: '300123' })

describe('check-in list search (filters the loaded list)', () => {
  it('matches digits against the user id', () => {
    expect(matchesCheckInSearch(parseCheckInSearch('0012'), asha)).toBe(true)
    expect(matchesCheckInSearch(parseCheckInSearch('999'), asha)).toBe(false)
  })
  it('matches a 10-digit mobile number against nothing: a check-in carries no phone', () => {
    expect(parseCheckInSearch('9000000001')).toEqual({ kind: 'userId', digits: '9000000001' })
    expect(matchesCheckInSearch(parseCheckInSearch('9000000001'), asha)).toBe(false)
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
