import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { type IssueDraft, validateIssueReport } from '../../../../core/operations/issue-report.rule'
import { FIELD_REQUIRED, ISSUE_UNKNOWN_CATEGORY, TEXT_TOO_LONG, issueTooLong } from '../../../../core/shared/messages'

const draft = (over: Partial<IssueDraft> = {}): IssueDraft => ({ category: 'FACILITY', categoryComment: '', title: 'AC not cooling', description: 'Hot in the evening', ...over })
const errorsOf = (d: IssueDraft) => {
  const r = validateIssueReport(1, d)
  return E.isLeft(r) ? r.left.errors : {}
}

describe('Report Issue form rule', () => {
  it("says 'This field can't be empty' under every empty field at once", () => {
    expect(errorsOf({ category: '', categoryComment: '', title: ' ', description: '\n' })).toEqual({ category: FIELD_REQUIRED, title: FIELD_REQUIRED, description: FIELD_REQUIRED })
  })

  it('asks for the free text only when Others is chosen', () => {
    expect(errorsOf(draft({ category: 'OTHERS' }))).toEqual({ categoryComment: FIELD_REQUIRED })
    expect(errorsOf(draft({ category: 'EQUIPMENT' }))).toEqual({})
  })

  it('trims the texts and drops the Others text of another category', () => {
    expect(validateIssueReport(3, draft({ title: '  AC  ', categoryComment: 'stale', description: ' x ' }))).toEqual(
      E.right({ centreId: 3, category: 'FACILITY', categoryComment: '', title: 'AC', description: 'x' }),
    )
    expect(validateIssueReport(3, draft({ category: 'OTHERS', categoryComment: ' Parking ' }))).toMatchObject(E.right({ categoryComment: 'Parking' }))
  })

  it('refuses a category not in the list and texts over their bound', () => {
    expect(errorsOf(draft({ category: 'PLUMBING' }))).toEqual({ category: ISSUE_UNKNOWN_CATEGORY })
    expect(errorsOf(draft({ title: 'x'.repeat(121) }))).toEqual({ title: issueTooLong(120) })
    expect(errorsOf(draft({ title: 'x'.repeat(120) }))).toEqual({})
    // A description over the server's own bound (1,000 characters) gets the product's one text-bound message.
    expect(errorsOf(draft({ description: 'x'.repeat(1001) }))).toEqual({ description: TEXT_TOO_LONG })
    expect(errorsOf(draft({ description: 'x'.repeat(1000) }))).toEqual({})
  })
})
