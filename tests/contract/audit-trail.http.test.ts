import { createHttpAuditTrail } from '../../adapters/http/audit-trail.http'
import { PATHS } from '../../adapters/http/contract/paths'
import { apiFetch, httpClientAs, signIn } from '../support/sandbox-client'
import { auditTrailContract } from './audit-trail.contract'

let n = 0
auditTrailContract('HTTP against the sandbox', async () => {
  const session = await signIn('owner')
  return {
    trail: createHttpAuditTrail(await httpClientAs('owner')),
    // A new customer (customer-wide: no centre), then a body composition recorded at centre 1: one entry at centre 1.
    record: async () => {
      const phone = `5${String(Date.now() + n++).slice(-9)}`
      const created = await apiFetch(session, PATHS.createUser, { body: { phone, firstName: 'Trail', lastName: 'Contract' } })
      const userId = (created.body as { user: { id: string } }).user.id
      const bca = await apiFetch(session, PATHS.bcaCreate, { body: { centerId: 1, userId, weight: 70, muscleMass: 40, bodyFatPercentage: 20, visceralFatLevels: 8, basalMetabolicRate: 1600 } })
      if (bca.status >= 300) throw new Error(`recording a body composition failed: ${bca.status} ${JSON.stringify(bca.body)}`)
      return userId
    },
  }
})
