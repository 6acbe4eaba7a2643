import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { createInMemoryAuditTrail } from '../../../../adapters/in-memory/audit-trail.in-memory'
import type { AuditEntry } from '../../../../core/audit/audit-entry'
import { exportAuditTrail } from '../../../../core/audit/export-audit-trail.use-case'
import { memberHistory } from '../../../../core/audit/member-history.use-case'
import { searchAuditTrail } from '../../../../core/audit/search-audit-trail.use-case'
import { epochMs } from '../../../../core/shared/brands'
import { AUDIT_PAGE_SIZE } from '../../../../core/shared/constants'

// 2026-12-01 10:30 at the centre (Asia/Kolkata) is 05:00 UTC; a minute apart each.
const T0 = Date.UTC(2026, 11, 1, 5, 0)
const entry = (id: number, over: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: epochMs(T0 + id * 60_000),
  staffId: id % 2 === 0 ? 'staff-cm' : 'staff-owner',
  staffName: id % 2 === 0 ? 'Vikram Shetty' : 'Asha Rao',
  centreId: 1,
  centreName: 'Koramangala Gym',
  action: 'CHECK_IN',
  subject: 'MEMBER',
  subjectId: '200001',
  memberId: '200001',
  changes: [],
  remarks: null,
  ...over,
})

const world = (entries: readonly AuditEntry[], centreIds = [1, 3, 4]) => ({ auditTrail: createInMemoryAuditTrail({ entries, centreIds }) })

describe('searching the audit trail', () => {
  it('finds by staff member, member, action and day, newest first, a page at a time', async () => {
    const d = world([
      ...Array.from({ length: AUDIT_PAGE_SIZE + 5 }, (_, i) => entry(i + 1)),
      entry(100, { action: 'MEMBERSHIP_END_DATE', memberId: '200013', subjectId: '200013' }),
      entry(101, { at: epochMs(T0 - 86_400_000), action: 'MEMBERSHIP_END_DATE', memberId: '200013', subjectId: '200013' }),
    ])
    const first = await searchAuditTrail(d)({ centreId: 1 })()
    expect(E.isRight(first) && first.right.entries.length).toBe(AUDIT_PAGE_SIZE)
    expect(E.isRight(first) && first.right.entries.map((e) => e.id).slice(0, 2)).toEqual([100, AUDIT_PAGE_SIZE + 5])
    const second = await searchAuditTrail(d)({ centreId: 1, page: 2 })()
    expect(E.isRight(second) && second.right.total).toBe(AUDIT_PAGE_SIZE + 7)
    const byAll = await searchAuditTrail(d)({ centreId: 1, staffId: 'staff-cm', memberId: ' 200013 ', action: 'MEMBERSHIP_END_DATE', day: '2026-12-01' })()
    expect(E.isRight(byAll) && byAll.right.entries.map((e) => e.id)).toEqual([100])
    const dayBefore = await searchAuditTrail(d)({ centreId: 1, memberId: '200013', day: '2026-11-30' })()
    expect(E.isRight(dayBefore) && dayBefore.right.entries.map((e) => e.id)).toEqual([101])
  })

  it('refuses a member that is not a user id and a day that is not YYYY-MM-DD, saying what to fix, and asks nothing', async () => {
    const d = world([entry(1)])
    expect(await searchAuditTrail(d)({ centreId: 1, memberId: 'Meghna' })()).toEqual(E.left({ _tag: 'Rejected', message: 'A user id is digits only' }))
    expect(await searchAuditTrail(d)({ centreId: 1, day: '01-12-2026' })()).toEqual(E.left({ _tag: 'Rejected', message: 'Pick a day as YYYY-MM-DD' }))
  })

  it('a centre that is not the staff member’s is not searched', async () => {
    const r = await searchAuditTrail(world([entry(1, { centreId: 2 })]))({ centreId: 2 })()
    expect(E.isLeft(r) && r.left._tag).toBe('NotFound')
  })
})

describe('a member’s History', () => {
  it('holds the member’s entries at the staff member’s centres and the customer-wide ones, newest first', async () => {
    const d = world([entry(1, { centreId: null }), entry(2), entry(3, { centreId: 2 }), entry(4, { memberId: '200002' })])
    const r = await memberHistory(d)({ memberId: '200001' })()
    expect(E.isRight(r) && r.right.entries.map((e) => e.id)).toEqual([2, 1])
    expect(await memberHistory(d)({ memberId: 'x' })()).toEqual(E.left({ _tag: 'Rejected', message: 'A user id is digits only' }))
  })
})

describe('exporting the audit trail', () => {
  const csvOf = (link: string): string => decodeURIComponent(link.replace(/^data:text\/csv;charset=utf-8,/, ''))

  it('answers where every entry of the search downloads from as CSV, one line an entry after the headings', async () => {
    const d = world(Array.from({ length: AUDIT_PAGE_SIZE * 2 + 3 }, (_, i) => entry(i + 1)))
    const r = await exportAuditTrail(d)({ centreId: 1 })()
    if (E.isLeft(r)) throw new Error(r.left.message)
    const lines = csvOf(r.right).split('\r\n')
    expect(lines).toHaveLength(AUDIT_PAGE_SIZE * 2 + 4)
    expect(lines[1]).toContain('Checked the member in')
    const narrowed = await exportAuditTrail(d)({ centreId: 1, staffId: 'staff-cm' })()
    expect(E.isRight(narrowed) && csvOf(narrowed.right).split('\r\n')).toHaveLength(AUDIT_PAGE_SIZE + 2)
  })

  it('refuses a member that is not a user id and a day that is not a day, as the search does', async () => {
    const d = world([entry(1)])
    expect(await exportAuditTrail(d)({ centreId: 1, memberId: 'Asha' })()).toEqual(E.left({ _tag: 'Rejected', message: 'A user id is digits only' }))
    const day = await exportAuditTrail(d)({ centreId: 1, day: '27-11-2026' })()
    expect(E.isLeft(day) && day.left._tag).toBe('Rejected')
  })
})
