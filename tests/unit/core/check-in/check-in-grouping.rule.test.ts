import { describe, expect, it } from 'vitest'
import type { CheckIn } from '../../../../core/check-in/check-in'
import {
  checkInSection,
  DEFAULT_GROUPING_THRESHOLDS,
  groupCheckIns,
  UNASSIGNED_MEMBERS_TITLE,
} from '../../../../core/check-in/check-in-grouping.rule'
import { aCheckIn } from '../../../support/check-ins'

const assigned = (over: Partial<CheckIn>) => aCheckIn({ trainerId: 't-1', ...over })
const unassigned = (over: Partial<CheckIn>) => aCheckIn({ ...over, trainerId: undefined })

describe('check-in grouping', () => {
  it('puts an up-for-renewal check-in first whatever its type', () => {
    expect(checkInSection(assigned({ checkInType: 'trial', flags: ['UP_FOR_RENEWAL_FLAG'] }))).toBe('upForRenewal')
    expect(checkInSection(unassigned({ checkInType: 'complimentary', userCheckinCount: 1, flags: ['UP_FOR_RENEWAL_FLAG'] }))).toBe(
      'upForRenewal',
    )
  })

  describe('with a trainer id', () => {
    it('puts a trial in Trial Users', () => {
      expect(checkInSection(assigned({ checkInType: 'trial', userCheckinCount: 9 }))).toBe('trialUsers')
    })
    it('puts a complimentary check-in with count at most 5 in Assigned Complementary Members', () => {
      expect(checkInSection(assigned({ checkInType: 'complimentary', userCheckinCount: 5 }))).toBe('assignedComplementary')
      expect(checkInSection(assigned({ checkInType: 'complimentary', userCheckinCount: 4 }))).toBe('assignedComplementary')
    })
    it('puts a complimentary check-in with count above 5 in Existing Complementary Members', () => {
      expect(checkInSection(assigned({ checkInType: 'complimentary', userCheckinCount: 6 }))).toBe('existingComplementary')
    })
    it('puts another check-in with count at most 3 in New Members', () => {
      expect(checkInSection(assigned({ userCheckinCount: 3 }))).toBe('newMembers')
    })
    it('puts another check-in with count above 3 in Existing Members', () => {
      expect(checkInSection(assigned({ userCheckinCount: 4 }))).toBe('existingMembers')
    })
  })

  describe('without a trainer id', () => {
    it('puts a trial in the unassigned Trials', () => {
      expect(checkInSection(unassigned({ checkInType: 'trial' }))).toBe('unassignedTrials')
    })
    it('puts a complimentary check-in with count at most 5 in New Complementary Members', () => {
      expect(checkInSection(unassigned({ checkInType: 'complimentary', userCheckinCount: 5 }))).toBe('unassignedNewComplementary')
    })
    it('puts a complimentary check-in with count above 5 in Existing Complementary Members', () => {
      expect(checkInSection(unassigned({ checkInType: 'complimentary', userCheckinCount: 6 }))).toBe('existingComplementary')
    })
    it('puts another check-in with count at most 3 in the unassigned New Members', () => {
      expect(checkInSection(unassigned({ userCheckinCount: 1 }))).toBe('unassignedNewMembers')
    })
    it('puts another check-in with count above 3 in Existing Members', () => {
      expect(checkInSection(unassigned({ userCheckinCount: 4 }))).toBe('existingMembers')
    })
  })

  it('uses the default counts when absent: 6 for complimentary and 4 for new, both existing', () => {
    expect(checkInSection(assigned({ checkInType: 'complimentary', userCheckinCount: undefined }))).toBe('existingComplementary')
    expect(checkInSection(assigned({ userCheckinCount: undefined }))).toBe('existingMembers')
    expect(DEFAULT_GROUPING_THRESHOLDS).toEqual({ complimentary: 5, newMember: 3, complimentaryDefaultCount: 6, newMemberDefaultCount: 4 })
  })

  it('leaves cancelled check-ins out of every section', () => {
    const sections = groupCheckIns([aCheckIn({ state: 'cancelled' })])
    expect(sections.every((s) => s.checkIns.length === 0)).toBe(true)
  })

  it('lists the sections in screen order, with the unassigned sub-groups under Unassigned Members', () => {
    const sections = groupCheckIns([])
    expect(sections.map((s) => s.title)).toEqual([
      'Up For Renewal Members',
      'Trials',
      'New Members',
      'New Complementary Members',
      'Trial Users',
      'New Members',
      'Assigned Complementary Members',
      'Existing Members',
      'Existing Complementary Members',
    ])
    expect(sections.filter((s) => s.parentTitle === UNASSIGNED_MEMBERS_TITLE).map((s) => s.key)).toEqual([
      'unassignedTrials',
      'unassignedNewMembers',
      'unassignedNewComplementary',
    ])
  })

  it('keeps the input order inside a section', () => {
    const a = assigned({ userCheckinCount: 9 })
    const b = assigned({ userCheckinCount: 10 })
    const c = assigned({ userCheckinCount: 8 })
    expect(groupCheckIns([a, b, c]).find((s) => s.key === 'existingMembers')?.checkIns).toEqual([a, b, c])
  })

  it('groups 10,000 check-ins (the page size) with every one placed', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      aCheckIn({ checkInType: ['trial', 'complimentary', 'other'][i % 3] ?? 'other', userCheckinCount: i % 8, trainerId: i % 2 ? 't' : undefined }),
    )
    const total = groupCheckIns(many).reduce((n, s) => n + s.checkIns.length, 0)
    expect(total).toBe(10_000)
  })
})
