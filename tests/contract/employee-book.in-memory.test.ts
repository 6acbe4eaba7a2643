import { createEmployeeWorld, createInMemoryEmployeeBook } from '../../adapters/in-memory/employee-book.in-memory'
import { epochMs } from '../../core/shared/brands'
import { centreDayOf } from '../../core/shared/centre-day'
import { seedEmployeeWorld } from '../support/employees'
import { createSystemClockLike } from '../support/selling-contract-clock'
import { employeeBookContract } from './employee-book.contract'

employeeBookContract('in-memory', async () => {
  const w = createEmployeeWorld(createSystemClockLike())
  seedEmployeeWorld(w)
  return {
    book: createInMemoryEmployeeBook(w),
    gym: { centerServiceId: 1001, type: 'GYMFIT' },
    play: { centerServiceId: 1004, type: 'PLAY' },
    today: centreDayOf(epochMs(Date.now())),
  }
})
