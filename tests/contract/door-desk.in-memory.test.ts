import { createManualClock } from '../../adapters/clock/manual-clock'
import { createInMemoryDoorDesk } from '../../adapters/in-memory/door-desk.in-memory'
import { doorDeskContract } from './door-desk.contract'

doorDeskContract('in-memory', async () => createInMemoryDoorDesk({ clock: createManualClock(Date.now()) }))
