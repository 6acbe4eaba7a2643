import { describe, expect, it } from 'vitest'
import { ordinal, sessionOrdinalLabel, showsAssignTrainer, showsSessionBadge, showsUpdateLead } from '../../../../core/check-in/check-in-card.rule'
import { aCheckIn } from '../../../support/check-ins'

describe('check-in card', () => {
  it('writes ordinals in English', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '101st', '111th',
    ])
  })
  it('shows the session ordinal label for validated trial, complimentary or new check-ins', () => {
    expect(sessionOrdinalLabel(aCheckIn({ checkInType: 'trial', userCheckinCount: 1 }))).toBe('1st session')
    expect(sessionOrdinalLabel(aCheckIn({ checkInType: 'complimentary', userCheckinCount: 5 }))).toBe('5th session')
    expect(sessionOrdinalLabel(aCheckIn({ checkInType: 'other', userCheckinCount: 2 }))).toBe('2nd session')
  })
  it('shows no session ordinal label for an existing member', () => {
    expect(sessionOrdinalLabel(aCheckIn({ checkInType: 'other', userCheckinCount: 4 }))).toBeUndefined()
  })
  it('shows no session ordinal label for a check-in that is not validated', () => {
    expect(sessionOrdinalLabel(aCheckIn({ state: 'created', checkInType: 'trial', userCheckinCount: 1 }))).toBeUndefined()
  })
  it('shows the session badge when the check-in count is between 1 and 3', () => {
    expect([0, 1, 2, 3, 4, undefined].map((n) => showsSessionBadge(aCheckIn({ userCheckinCount: n })))).toEqual([
      false, true, true, true, false, false,
    ])
  })
  it('shows Assign Trainer when the count is 3 or fewer and there is no trainer', () => {
    expect(showsAssignTrainer(aCheckIn({ userCheckinCount: 3 }))).toBe(true)
    expect(showsAssignTrainer(aCheckIn({ userCheckinCount: 4 }))).toBe(false)
    expect(showsAssignTrainer(aCheckIn({ userCheckinCount: 1, trainerId: 't-1' }))).toBe(false)
  })
  it('shows Update Lead only with the update-lead flag and an edit-lead permission entry', () => {
    const flagged = aCheckIn({ flags: ['EDIT_LEAD'] })
    expect(showsUpdateLead(flagged, true)).toBe(true)
    expect(showsUpdateLead(flagged, false)).toBe(false)
    expect(showsUpdateLead(aCheckIn({ flags: [] }), true)).toBe(false)
  })
})
