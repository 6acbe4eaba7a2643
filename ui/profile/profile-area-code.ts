import { warmAreas } from '../app/warm-areas'

/**
 * The core areas whose use cases a customer's profile calls as it opens (each area's record is its
 * own chunk, which the deferred record would otherwise fetch on the blocks' first calls, after the
 * profile's first frame). The modules are the ones the deferred record loads, so fetching them here
 * is the same fetch, done ahead. tests/component/profile-ahead.test.tsx holds this list to the areas
 * the profile calls (at a gym and at a play centre). Its own small chunk: the /user route's chunk
 * holds only the call that fetches it.
 */
export const PROFILE_AREA_CODE = {
  audit: () => import('../../core/audit/use-cases'),
  centre: () => import('../../core/centre/use-cases'),
  'check-in': () => import('../../core/check-in/use-cases'),
  customer: () => import('../../core/customer/use-cases'),
  injury: () => import('../../core/injury/use-cases'),
  pt: () => import('../../core/pt/use-cases'),
  selling: () => import('../../core/selling/use-cases'),
  staff: () => import('../../core/staff/use-cases'),
  task: () => import('../../core/task/use-cases'),
} as const

/**
 * Starts fetching every area's chunk and, once all are in, binds their use cases (warm-areas.ts);
 * resolves then (rejects if a chunk cannot be fetched).
 */
export const fetchProfileAreas = (): Promise<unknown> =>
  Promise.all(Object.values(PROFILE_AREA_CODE).map((load) => load())).then(() => warmAreas(Object.keys(PROFILE_AREA_CODE)))
