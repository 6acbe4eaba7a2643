import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { byAttention, devicesOfKind, doorActionsOf } from '../../core/operations/door-access.rule'
import { DOOR_DEVICE_KINDS, DOOR_STATUSES } from '../../core/operations/door-device'
import { ISSUE_CATEGORIES, ISSUE_COMMENT_MAX, ISSUE_DESCRIPTION_MAX, ISSUE_TITLE_MAX } from '../../core/operations/issue'
import { validateIssueReport } from '../../core/operations/issue-report.rule'

const blankish = fc.constantFrom('', ' ', '\t', '\n ')
const text = (max: number) => fc.oneof(blankish, fc.string({ maxLength: max + 5 }), fc.string({ minLength: 1, maxLength: 3 }).map((s) => ` ${s} `))
const draftArb = fc.record({
  category: fc.oneof(fc.constantFrom<string>(...ISSUE_CATEGORIES), fc.constantFrom('', 'PLUMBING', 'others')),
  categoryComment: text(ISSUE_COMMENT_MAX),
  title: text(ISSUE_TITLE_MAX),
  description: text(ISSUE_DESCRIPTION_MAX),
})
const fine = (s: string, max: number): boolean => s.trim() !== '' && s.trim().length <= max

describe('Report Issue form laws', () => {
  it('accepts a draft exactly when its category is listed, title and description are filled within bounds, and Others has its text', () => {
    fc.assert(
      fc.property(draftArb, (d) => {
        const expected =
          (ISSUE_CATEGORIES as readonly string[]).includes(d.category) &&
          fine(d.title, ISSUE_TITLE_MAX) &&
          fine(d.description, ISSUE_DESCRIPTION_MAX) &&
          (d.category !== 'OTHERS' || fine(d.categoryComment, ISSUE_COMMENT_MAX))
        expect(E.isRight(validateIssueReport(1, d))).toBe(expected)
      }),
    )
  })

  it('an accepted report holds the trimmed texts, and the Others text only for Others', () => {
    fc.assert(
      fc.property(draftArb, (d) => {
        const r = validateIssueReport(1, d)
        if (E.isLeft(r)) return
        expect(r.right.title).toBe(d.title.trim())
        expect(r.right.description).toBe(d.description.trim())
        expect(r.right.categoryComment).toBe(d.category === 'OTHERS' ? d.categoryComment.trim() : '')
      }),
    )
  })
})

const deviceArb = fc.record({ name: fc.string({ maxLength: 8 }), status: fc.constantFrom(...DOOR_STATUSES), kind: fc.constantFrom(...DOOR_DEVICE_KINDS) })

describe('door access laws', () => {
  it('the attention order is a permutation with every offline device before every other, and kept-open before working', () => {
    fc.assert(
      fc.property(fc.array(deviceArb, { maxLength: 12 }), (ds) => {
        const sorted = byAttention(ds)
        expect([...sorted].sort((a, b) => a.name.localeCompare(b.name) || a.status.localeCompare(b.status) || a.kind.localeCompare(b.kind))).toEqual(
          [...ds].sort((a, b) => a.name.localeCompare(b.name) || a.status.localeCompare(b.status) || a.kind.localeCompare(b.kind)),
        )
        const rank = sorted.map((d) => DOOR_STATUSES.indexOf(d.status))
        expect(rank.every((r, i) => i === 0 || (rank[i - 1] ?? 0) <= r)).toBe(true)
      }),
    )
  })

  it('the type filter partitions the devices; only offline devices offer no action', () => {
    fc.assert(
      fc.property(fc.array(deviceArb, { maxLength: 12 }), (ds) => {
        expect(DOOR_DEVICE_KINDS.map((k) => devicesOfKind(ds, k).length).reduce((a, b) => a + b, 0)).toBe(ds.length)
        expect(ds.every((d) => (doorActionsOf(d).length === 0) === (d.status === 'OFFLINE'))).toBe(true)
      }),
    )
  })
})
