/**
 * Paths of the habit rewards, goodies and health-partner calls (/cultHabitRewards,
 * /goodies-tracking-details, /tata1mg). Kept out of PATHS, which the first screen loads, so they
 * travel with these screens' gateways.
 */
export const REWARDS_PATHS = {
  habitRewards: 'v1/habitRewards',
  habitAcknowledge: 'v1/habitRewards/:rewardId/acknowledge',
  goodies: 'v1/goodies',
  goodieStatus: 'v1/goodies/:goodieId/status',
  /** part 3 §7: payload not shown (docs/decisions/operations.md). */
  healthPartnerHash: 'v1/tata1mg/generate-hash',
  healthPartnerLinks: 'v1/tata1mg/links',
} as const

/** A rewards path with its one parameter filled in. */
export const rewardsPath = (template: string, id: string): string => template.replace(/:\w+/, encodeURIComponent(id))
