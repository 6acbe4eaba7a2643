import { createInMemoryStaffDesk, createStaffDeskWorld } from '../../adapters/in-memory/staff-desk.in-memory'
import { seedStaffDeskWorld } from '../support/staff-desk'
import { createSystemClockLike } from '../support/selling-contract-clock'
import { staffDeskContract } from './staff-desk.contract'

staffDeskContract('in-memory', async () => {
  const w = createStaffDeskWorld(createSystemClockLike())
  seedStaffDeskWorld(w)
  // The centre manager works at the gym: the same world, signed in as them.
  const asManager = { ...w, staffName: 'Vikram Shetty', me: { agentId: 'staff-cm', primaryRole: 'FMS_CENTRE_MANAGER' }, myCentres: [1001] }
  return { desk: createInMemoryStaffDesk(w), gym: 1001, employee: createInMemoryStaffDesk(asManager) }
})
