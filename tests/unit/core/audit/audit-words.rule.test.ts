import { describe, expect, it } from 'vitest'
import type { AuditEntry } from '../../../../core/audit/audit-entry'
import { auditCsv } from '../../../../core/audit/audit-csv.rule'
import { auditActionWords, auditChangeWords, auditChangesWords, auditFieldWords, auditValueWords } from '../../../../core/audit/audit-words.rule'
import { epochMs } from '../../../../core/shared/brands'

// 2026-12-01 10:30 in Asia/Kolkata is 05:00 UTC.
const AT = Date.UTC(2026, 11, 1, 5, 0)
const DEC_11 = Date.UTC(2026, 11, 11, 12, 0)

const entry = (over: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 1,
  at: epochMs(AT),
  staffId: 'staff-cm',
  staffName: 'Vikram Shetty',
  centreId: 1,
  centreName: 'Koramangala Gym',
  action: 'MEMBERSHIP_END_DATE',
  subject: 'MEMBER',
  subjectId: '200013',
  memberId: '200013',
  changes: [{ field: 'endDate', before: { day: AT }, after: { day: DEC_11 } }],
  remarks: 'Goodwill extension',
  ...over,
})

describe('the audit trail in staff words', () => {
  it('names the action, the field and the values as staff say them, dates by the portal’s formatters', () => {
    expect(auditActionWords('MEMBERSHIP_END_DATE')).toBe('Changed the membership end date')
    expect(auditChangeWords({ field: 'endDate', before: { day: AT }, after: { day: DEC_11 } })).toBe('End date: 01 Dec 2026 → 11 Dec 2026')
    expect(auditChangeWords({ field: 'amount', before: null, after: { paise: 350000 } })).toBe('Amount: none → ₹3,500.00')
    expect(auditChangeWords({ field: 'followUpAt', before: { at: AT }, after: null })).toBe('Follow-up: 01 Dec 2026, 10:30 AM → none')
  })

  it('writes codes in staff words, and a code or field the catalogue does not know as it is', () => {
    expect(auditValueWords('PAYMENT_COMPLETED', 'orderStatus')).toBe('Paid')
    expect(auditValueWords('CASH', 'paymentMode')).toBe('Cash')
    expect(auditValueWords('ACTIVE', 'leadStatus')).toBe('Open')
    expect(auditValueWords('INACTIVE', 'employeeStatus')).toBe('Inactive')
    expect(auditChangeWords({ field: 'ptLevel', before: 'GYM_PT_LEVEL_L1', after: 'GYM_PT_LEVEL_L2' })).toBe('PT level: L1 → L2')
    expect(auditValueWords('PLAY_COACHING_LEVEL_C3', 'ptLevel')).toBe('C3')
    expect(auditValueWords('SOMETHING_NEW', 'orderStatus')).toBe('SOMETHING_NEW')
    expect(auditFieldWords('lastVisitAt')).toBe('Last visit at')
    expect(auditActionWords('A_NEW_ACTION')).toBe('A_NEW_ACTION')
    expect(auditChangesWords([])).toEqual(['No field changed'])
  })
})

describe('the audit trail as CSV', () => {
  it('has a heading row and one row an entry, every word as staff say it', () => {
    const csv = auditCsv([entry(), entry({ id: 2, action: 'CREATE_ORDER', subject: 'ORDER', subjectId: 'ORD-1', changes: [{ field: 'orderStatus', before: null, after: 'PAYMENT_COMPLETED' }], remarks: null })])
    const lines = csv.split('\r\n')
    expect(lines).toEqual([
      'When,Staff member,Staff id,Centre,Action,About,Subject id,Member,What changed,Remarks',
      '"01 Dec 2026, 10:30 AM",Vikram Shetty,staff-cm,Koramangala Gym,Changed the membership end date,Member,200013,200013,End date: 01 Dec 2026 → 11 Dec 2026,Goodwill extension',
      '"01 Dec 2026, 10:30 AM",Vikram Shetty,staff-cm,Koramangala Gym,Made a sale,Order,ORD-1,200013,Order status: none → Paid,',
    ])
  })

  it('never lets remarks run as a spreadsheet formula', () => {
    const csv = auditCsv([entry({ remarks: '=HYPERLINK("http://x")' })])
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`)
  })
})
