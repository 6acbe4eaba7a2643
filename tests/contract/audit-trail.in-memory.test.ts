import { createInMemoryAuditTrail } from '../../adapters/in-memory/audit-trail.in-memory'
import { epochMs } from '../../core/shared/brands'
import { auditTrailContract } from './audit-trail.contract'

let n = 0
auditTrailContract('in-memory', async () => {
  const trail = createInMemoryAuditTrail()
  return {
    trail,
    record: async () => {
      n += 1
      const member = String(900000 + n)
      trail.append({
        id: n,
        at: epochMs(Date.now()),
        staffId: 'staff-owner',
        staffName: 'Asha Rao',
        centreId: 1,
        centreName: 'Koramangala Gym',
        action: 'RECORD_BCA',
        subject: 'MEMBER',
        subjectId: member,
        memberId: member,
        changes: [],
        remarks: null,
      })
      return member
    },
  }
})
