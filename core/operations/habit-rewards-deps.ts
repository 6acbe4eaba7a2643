import type { HabitRewardsDesk } from './habit-rewards-desk.port'

export type HabitRewardsDeps = { readonly habitRewards: HabitRewardsDesk }
