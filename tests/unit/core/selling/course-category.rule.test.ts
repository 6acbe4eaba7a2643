import { describe, expect, it } from 'vitest'
import { validateChildSelection, validateCourseCategory } from '../../../../core/selling/course-category.rule'
import { DAY, errorsOf, NOW, valueOf } from '../../../support/forms'

const startWindow = { validStart: NOW, selectionWindowDays: 7 }

describe('Select Course Category', () => {
  it('needs a course category and a start date', () => {
    expect(errorsOf(validateCourseCategory({}, startWindow))).toEqual({
      courseCategoryId: 'You must select a course category value',
      startDate: 'Please select a start date',
    })
  })
  it('takes a start date from the suggested valid start up to the window days after it', () => {
    expect(valueOf(validateCourseCategory({ courseCategoryId: 12, startDate: NOW + 7 * DAY }, startWindow)).courseCategoryId).toBe('12')
    expect(errorsOf(validateCourseCategory({ courseCategoryId: 12, startDate: NOW + 8 * DAY }, startWindow)).startDate).toBeDefined()
    expect(errorsOf(validateCourseCategory({ courseCategoryId: 12, startDate: NOW - DAY }, startWindow)).startDate).toBeDefined()
  })
})

describe('Select Child User', () => {
  it("says 'You must either select YOURSELF or a CHILD' when nobody is chosen", () => {
    expect(errorsOf(validateChildSelection(undefined))).toEqual({ member: 'You must either select YOURSELF or a CHILD' })
    expect(valueOf(validateChildSelection({ kind: 'CHILD', childId: 'c9' }))).toEqual({ kind: 'CHILD', childUserId: 'c9' })
    expect(valueOf(validateChildSelection({ kind: 'SELF' }))).toEqual({ kind: 'SELF' })
  })
})
