import { createInMemoryStaffDesk, createStaffDeskWorld } from '../../adapters/in-memory/staff-desk.in-memory'
import { seedStaffDeskWorld } from '../support/staff-desk'
import { createSystemClockLike } from '../support/selling-contract-clock'
import { staffDeskContract } from './staff-desk.contract'

staffDeskContract('in-memory', async () => {
  const w = createStaffDeskWorld(createSystemClockLike())
  seedStaffDeskWorld(w)
  return { desk: createInMemoryStaffDesk(w), gym: 1001 }
})
