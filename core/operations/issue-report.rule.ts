import * as E from 'fp-ts/Either'
import { type ValidationFailed, validationFailed } from '../shared/errors'
import { FIELD_REQUIRED, ISSUE_UNKNOWN_CATEGORY, issueTooLong } from '../shared/messages'
import { ISSUE_CATEGORIES, ISSUE_COMMENT_MAX, ISSUE_DESCRIPTION_MAX, ISSUE_TITLE_MAX, type IssueCategory, type NewIssue } from './issue'
import { withinTextBound } from '../shared/field-check'

export type IssueField = 'category' | 'categoryComment' | 'title' | 'description'

/** The Report Issue form as typed (every field a text; category '' until one is chosen). */
export type IssueDraft = { readonly category: string; readonly categoryComment: string; readonly title: string; readonly description: string }

const isCategory = (c: string): c is IssueCategory => (ISSUE_CATEGORIES as readonly string[]).includes(c)

/**
 * Report Issue's form rule (the injury form's rules, part 3 §4–§5, applied to an issue): every
 * field is required ('This field can't be empty'), texts are trimmed, and choosing Others reveals a
 * required free-text field; texts have an upper bound. Every error at once.
 */
const validateIssueReportChecks = (centreId: number, d: IssueDraft): E.Either<ValidationFailed<IssueField>, NewIssue> => {
  const errors: Partial<Record<IssueField, string>> = {}
  const category = d.category.trim()
  const comment = d.categoryComment.trim()
  const title = d.title.trim()
  const description = d.description.trim()
  if (category === '') errors.category = FIELD_REQUIRED
  else if (!isCategory(category)) errors.category = ISSUE_UNKNOWN_CATEGORY
  if (category === 'OTHERS') {
    if (comment === '') errors.categoryComment = FIELD_REQUIRED
    else if (comment.length > ISSUE_COMMENT_MAX) errors.categoryComment = issueTooLong(ISSUE_COMMENT_MAX)
  }
  if (title === '') errors.title = FIELD_REQUIRED
  else if (title.length > ISSUE_TITLE_MAX) errors.title = issueTooLong(ISSUE_TITLE_MAX)
  if (description === '') errors.description = FIELD_REQUIRED
  else if (description.length > ISSUE_DESCRIPTION_MAX) errors.description = issueTooLong(ISSUE_DESCRIPTION_MAX)
  if (Object.keys(errors).length > 0 || !isCategory(category)) return E.left(validationFailed(errors))
  return E.right({ centreId, category, categoryComment: category === 'OTHERS' ? comment : '', title, description })
}

/** validateIssueReportChecks, then the text bound: a text the server would refuse is refused under its field (TEXT_TOO_LONG) before any OTP or write. */
export const validateIssueReport = (...args: Parameters<typeof validateIssueReportChecks>): ReturnType<typeof validateIssueReportChecks> =>
  withinTextBound(args[1], validateIssueReportChecks(...args))
