import type { AcademyMember } from './play-academy.rule'
import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import type { EpochMs } from '../shared/brands'
import { validationFailed, type ValidationFailed } from '../shared/errors'
import {
  COURSE_CATEGORY_REQUIRED,
  COURSE_START_DATE_OUT_OF_RANGE,
  SELF_OR_CHILD_REQUIRED,
  START_DATE_PICK_REQUIRED,
} from '../shared/messages'
import { centreDayIndex, collect, epochOf, fail, fieldOf, ok, required, trimmedText, type Check, withinTextBound } from '../shared/field-check'

export type CourseCategoryField = 'courseCategoryId' | 'startDate'
export type CourseCategoryInput = { readonly courseCategoryId: string; readonly startDate: EpochMs }

/** What the server suggests: the first valid start and how many days after it may be picked. */
export type StartDateWindow = { readonly validStart: EpochMs; readonly selectionWindowDays: number }

/** Is the day inside [validStart, validStart + window days], by calendar day in Asia/Kolkata? */
export const startDateInWindow = (startDate: EpochMs, w: StartDateWindow): boolean => {
  const first = centreDayIndex(w.validStart)
  const day = centreDayIndex(startDate)
  const span = Number.isFinite(w.selectionWindowDays) ? Math.max(0, Math.floor(w.selectionWindowDays)) : 0
  return day >= first && day <= first + span
}

const startCheck = (v: unknown, w: StartDateWindow): Check<EpochMs> => {
  const t = epochOf(v)
  if (t === undefined) return fail(START_DATE_PICK_REQUIRED)
  return startDateInWindow(t, w) ? ok(t) : fail(COURSE_START_DATE_OUT_OF_RANGE)
}

/**
 * Select Course Category (part 1 §5): a category ('You must select a course category value')
 * and a start date ('Please select a start date') from the suggested valid start up to the
 * selection window's number of days after it.
 */
const validateCourseCategoryChecks = (
  draft: unknown,
  startWindow: StartDateWindow,
): Either<ValidationFailed<CourseCategoryField>, CourseCategoryInput> => {
  const id = fieldOf(draft, 'courseCategoryId')
  return collect({
    courseCategoryId: required(typeof id === 'number' && Number.isFinite(id) ? String(id) : trimmedText(id), COURSE_CATEGORY_REQUIRED),
    startDate: startCheck(fieldOf(draft, 'startDate'), startWindow),
  })
}


/** Select Child User: 'You must either select YOURSELF or a CHILD'. */
const validateChildSelectionChecks = (selection: unknown): Either<ValidationFailed<'member'>, AcademyMember> => {
  const kind = fieldOf(selection, 'kind')
  if (kind === 'SELF') return E.right({ kind: 'SELF' })
  const rawChild = fieldOf(selection, 'childId')
  const childId = typeof rawChild === 'number' && Number.isFinite(rawChild) ? String(rawChild) : trimmedText(rawChild)
  if (kind === 'CHILD' && childId !== undefined) return E.right({ kind: 'CHILD', childUserId: childId })
  return E.left(validationFailed<'member'>({ member: SELF_OR_CHILD_REQUIRED }))
}

/** validateCourseCategoryChecks, then the text bound: a text the server would refuse is refused under its field (TEXT_TOO_LONG) before any OTP or write. */
export const validateCourseCategory = (...args: Parameters<typeof validateCourseCategoryChecks>): ReturnType<typeof validateCourseCategoryChecks> =>
  withinTextBound(args[0], validateCourseCategoryChecks(...args))

/** validateChildSelectionChecks, then the text bound: a text the server would refuse is refused under its field (TEXT_TOO_LONG) before any OTP or write. */
export const validateChildSelection = (...args: Parameters<typeof validateChildSelectionChecks>): ReturnType<typeof validateChildSelectionChecks> =>
  withinTextBound({ member: args[0] }, validateChildSelectionChecks(...args))
