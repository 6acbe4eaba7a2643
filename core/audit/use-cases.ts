import type { CorePorts } from '../ports'
import { auditTrailStaff } from './audit-trail-staff.use-case'
import { exportAuditTrail } from './export-audit-trail.use-case'
import { memberHistory } from './member-history.use-case'
import { searchAuditTrail } from './search-audit-trail.use-case'

/** The audit trail use cases, bound to their ports. */
export const auditUseCases = (p: CorePorts) => ({
  auditTrailStaff: auditTrailStaff(p),
  exportAuditTrail: exportAuditTrail(p),
  memberHistory: memberHistory(p),
  searchAuditTrail: searchAuditTrail(p),
})
