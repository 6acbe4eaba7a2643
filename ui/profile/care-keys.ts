import type { QueryKey } from '@tanstack/react-query'
import { profileKeys } from './profile-queries'

/**
 * Query keys of the care blocks, in the profile's shape ['profile', customerId, block, ...]
 * (profile-queries.ts). An action invalidates its blocks by these keys or their prefixes.
 */
export const careKeys = {
  ptPacks: profileKeys.ptPacks,
  ptSessions: profileKeys.ptSessions,
  /** What a PT session action changes: the sessions and the packs' sessions used. */
  // A booked, moved or cancelled session changes the trainer's free hours too: the slot picker asks again.
  pt: (customerId: string): readonly QueryKey[] => [profileKeys.ptPacks(customerId), profileKeys.ptSessions(customerId), ['profile', customerId, 'pt-slots']],
  ptSlots: (customerId: string, centerId: number, trainerId: string, day: string): QueryKey => ['profile', customerId, 'pt-slots', centerId, trainerId, day],
  /** Every centre's BCA of the customer (a prefix). */
  bca: (customerId: string): QueryKey => ['profile', customerId, 'bca'],
  bcaHistory: (customerId: string, centreId: number): QueryKey => profileKeys.bca(customerId, centreId),
  customer: profileKeys.customer,
  tasks: profileKeys.tasks,
  /** The call trails of all the customer's tasks, merged (a prefix of each task's own trail key). */
  callTrail: (customerId: string): QueryKey => ['profile', customerId, 'call-trail'],
  /** The trainers of a session type at a centre (fetch cult trainers list). */
  injuryTrainers: (customerId: string, centreId: number, workout: string): QueryKey => ['profile', customerId, 'injury-trainers', centreId, workout],
  // ---- the profile: injuries and cult trainers ----
  /** The customer's injury reports at a centre (read back after a reload). */
  injuries: (customerId: string, centreId: number): QueryKey => ['profile', customerId, 'injuries', centreId],
}

/** The pack product types whose tasks the profile lists (part 3 §9 pack kinds). */
export const TASK_PACK_PRODUCT_TYPES = ['GYM_JOINING', 'PERSONAL_TRAINING', 'PLAY_JOINING'] as const
