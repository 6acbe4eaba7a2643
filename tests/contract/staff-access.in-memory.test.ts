import { createInMemoryStaffAccess } from '../../adapters/in-memory/staff-access.in-memory'
import { ALL_PERMISSIONS } from '../support/access'
import { staffAccessContract } from './staff-access.contract'

staffAccessContract('in memory', async () =>
  createInMemoryStaffAccess(
    { permissions: ALL_PERMISSIONS, memberships: [{ roleName: 'PARTNER', contexts: ['CENTER_MANAGER_1001'] }] },
    { CPL: [1003, 1006] },
  ),
)
