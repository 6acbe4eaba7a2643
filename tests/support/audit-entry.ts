import type { AuditEntry } from '../../core/audit/audit-entry'
import { epochMs } from '../../core/shared/brands'

/**
 * An audit entry of the component tests: a check-in of member 200013 by Vikram Shetty at
 * Koramangala Gym at `at`, with no changes; `over` sets what a test is about.
 */
export const auditEntry = (id: number, at: number, over: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: epochMs(at),
  staffId: 'staff-cm',
  staffName: 'Vikram Shetty',
  centreId: 1,
  centreName: 'Koramangala Gym',
  action: 'CHECK_IN',
  subject: 'MEMBER',
  subjectId: '200013',
  memberId: '200013',
  changes: [],
  remarks: null,
  ...over,
})
