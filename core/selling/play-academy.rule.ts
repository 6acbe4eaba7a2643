import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import type { EpochMs } from '../shared/brands'
import { DAY_MS } from '../shared/constants'
import type { ValidationFailed } from '../shared/errors'
import { validationFailed } from '../shared/errors'
import { COURSE_CATEGORY_REQUIRED, SELF_OR_CHILD_REQUIRED, START_DATE_PICK_REQUIRED, START_DATE_OUTSIDE_WINDOW } from '../shared/messages'
import { centreDate, centreDaysBetween } from './sale-day'
import { withinTextBound } from '../shared/field-check'

/** The first and last selectable start days ('YYYY-MM-DD', Asia/Kolkata): the suggested valid start to `windowDays` days after it. */
export const academyStartDateBounds = (suggestedStart: EpochMs, windowDays: number): { readonly first: string; readonly last: string } => ({
  first: centreDate(suggestedStart),
  last: centreDate((suggestedStart + Math.max(0, Math.floor(windowDays)) * DAY_MS) as EpochMs),
})

/** Who the academy pack is for: the customer themself, or one of their children. */
export type AcademyMember = { readonly kind: 'SELF' } | { readonly kind: 'CHILD'; readonly childUserId: string }

/** The isSelf route segment: 1 for the customer themself, else 0. */
export const isSelfSegment = (m: AcademyMember): '1' | '0' => (m.kind === 'SELF' ? '1' : '0')

export type AcademyField = 'courseCategory' | 'startDate' | 'member'

export type AcademySelection = {
  readonly courseCategoryId?: string
  readonly startDate?: EpochMs
  readonly member?: AcademyMember
  readonly suggestedStart: EpochMs
  readonly selectionWindowDays: number
}

export type ValidAcademySelection = {
  readonly courseCategoryId: string
  readonly startDate: EpochMs
  readonly member: AcademyMember
}

/** Course category, start date within the window, and YOURSELF or a CHILD, every error at once. */
const validateAcademySelectionChecks = (s: AcademySelection): Either<ValidationFailed<AcademyField>, ValidAcademySelection> => {
  const e: Partial<Record<AcademyField, string>> = {}
  if (s.courseCategoryId === undefined || s.courseCategoryId === '') e.courseCategory = COURSE_CATEGORY_REQUIRED
  if (s.startDate === undefined) e.startDate = START_DATE_PICK_REQUIRED
  else {
    const offset = centreDaysBetween(s.suggestedStart, s.startDate)
    if (offset < 0 || offset > Math.max(0, Math.floor(s.selectionWindowDays))) e.startDate = START_DATE_OUTSIDE_WINDOW
  }
  if (s.member === undefined || (s.member.kind === 'CHILD' && s.member.childUserId === '')) e.member = SELF_OR_CHILD_REQUIRED
  if (Object.keys(e).length > 0 || s.courseCategoryId === undefined || s.startDate === undefined || s.member === undefined)
    return E.left(validationFailed(e))
  return E.right({ courseCategoryId: s.courseCategoryId, startDate: s.startDate, member: s.member })
}

/** validateAcademySelectionChecks, then the text bound: a text the server would refuse is refused under its field (TEXT_TOO_LONG) before any OTP or write. */
export const validateAcademySelection = (...args: Parameters<typeof validateAcademySelectionChecks>): ReturnType<typeof validateAcademySelectionChecks> =>
  withinTextBound({ courseCategory: args[0].courseCategoryId, member: args[0].member }, validateAcademySelectionChecks(...args))
