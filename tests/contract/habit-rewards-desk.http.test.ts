import { createHttpHabitRewardsDesk } from '../../adapters/http/habit-rewards-desk.http'
import { httpClientAs } from '../support/sandbox-client'
import { habitRewardsDeskContract } from './habit-rewards-desk.contract'

habitRewardsDeskContract('HTTP against the sandbox', async () => createHttpHabitRewardsDesk(await httpClientAs('owner')))
