import { createManualClock } from '../../adapters/clock/manual-clock'
import { createInMemoryMoneyDesk } from '../../adapters/in-memory/money-desk.in-memory'
import { moneyDeskContract } from './money-desk.contract'

moneyDeskContract('in-memory', async () => createInMemoryMoneyDesk({ clock: createManualClock(Date.now()), centreIds: [3, 6] }))
