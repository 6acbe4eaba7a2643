import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { epochMs } from '../../../../core/shared/brands'
import { DAY_MS } from '../../../../core/shared/constants'
import { academyStartDateBounds, isSelfSegment, validateAcademySelection } from '../../../../core/selling/play-academy.rule'
import { SUGGESTED_START } from '../../../support/selling'

describe('play academy selection', () => {
  it('limits the start from the suggested valid start to the selection window after it', () => {
    expect(academyStartDateBounds(SUGGESTED_START, 5)).toEqual({ first: '2025-03-10', last: '2025-03-15' })
  })
  it('lists every missing choice at once', () => {
    const r = validateAcademySelection({ suggestedStart: SUGGESTED_START, selectionWindowDays: 5 })
    expect(r).toEqual(
      E.left({
        _tag: 'ValidationFailed',
        errors: {
          courseCategory: 'You must select a course category value',
          startDate: 'Please select a start date',
          member: 'You must either select YOURSELF or a CHILD',
        },
      }),
    )
  })
  it('accepts YOURSELF or a CHILD with a start date in the window', () => {
    const ok = { courseCategoryId: 'swim', startDate: epochMs(SUGGESTED_START + 5 * DAY_MS), suggestedStart: SUGGESTED_START, selectionWindowDays: 5 }
    expect(E.isRight(validateAcademySelection({ ...ok, member: { kind: 'SELF' } }))).toBe(true)
    expect(E.isRight(validateAcademySelection({ ...ok, member: { kind: 'CHILD', childUserId: 'c1' } }))).toBe(true)
    expect(E.isLeft(validateAcademySelection({ ...ok, startDate: epochMs(SUGGESTED_START + 6 * DAY_MS), member: { kind: 'SELF' } }))).toBe(true)
  })
  it('puts isSelf 1 in the route for the customer themself, else 0', () => {
    expect(isSelfSegment({ kind: 'SELF' })).toBe('1')
    expect(isSelfSegment({ kind: 'CHILD', childUserId: 'c1' })).toBe('0')
  })
})
