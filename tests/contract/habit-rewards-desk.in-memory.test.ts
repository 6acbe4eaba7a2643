import { createManualClock } from '../../adapters/clock/manual-clock'
import { createInMemoryHabitRewardsDesk } from '../../adapters/in-memory/habit-rewards-desk.in-memory'
import { habitRewardsDeskContract } from './habit-rewards-desk.contract'

habitRewardsDeskContract('in-memory', async () => createInMemoryHabitRewardsDesk(createManualClock(Date.now())))
