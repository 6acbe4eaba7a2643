import { FEATURE_LISTS } from '../../../adapters/http/contract/access.codecs'
import type { ProfileSeed } from './seed-context'

/** Which centre service ids each remote configuration list holds (the spec does not show them). */
export const SEED_FEATURE_LISTS: Readonly<Record<string, readonly number[]>> = {
  [FEATURE_LISTS.cpl]: [1003, 1006],
  [FEATURE_LISTS.habitRewards]: [1003],
  [FEATURE_LISTS.newMemberDashboard]: [1001, 1003],
  [FEATURE_LISTS.clpV2]: [1006],
  [FEATURE_LISTS.pilatesReport]: [1006],
  [FEATURE_LISTS.healthPartner]: [1002],
  [FEATURE_LISTS.biometricWhitelist]: [1001, 1007],
  [FEATURE_LISTS.paymentLinkWhitelist]: [1001, 1004],
  [FEATURE_LISTS.cashPayment]: [1001, 1002, 1005],
  [FEATURE_LISTS.addOns]: [1001, 1007],
  [FEATURE_LISTS.onboarding]: [1001, 1002],
  [FEATURE_LISTS.piiAccessible]: [1001, 1004],
  [FEATURE_LISTS.lmsPilot]: [1001],
}

export const seedFeatureLists = ({ db }: ProfileSeed): void => {
  const insFeature = db.prepare('INSERT INTO feature_lists (key, center_service_ids) VALUES (?, ?)')
  for (const [key, ids] of Object.entries(SEED_FEATURE_LISTS)) insFeature.run(key, JSON.stringify(ids))
}
