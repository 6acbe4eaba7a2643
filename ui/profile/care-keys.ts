import type { QueryKey } from '@tanstack/react-query'

/**
 * Query keys of the care blocks: ['profile', customerId, block, ...]. An action invalidates its
 * block by prefix (the profile screen's own keys share this shape).
 */
export const careKeys = {
  pt: (customerId: string): QueryKey => ['profile', customerId, 'pt'],
  ptPacks: (customerId: string): QueryKey => ['profile', customerId, 'pt', 'packs'],
  ptSessions: (customerId: string): QueryKey => ['profile', customerId, 'pt', 'sessions'],
  ptSlots: (customerId: string, centerId: number, trainerId: string, day: string): QueryKey => ['profile', customerId, 'pt', 'slots', centerId, trainerId, day],
  bca: (customerId: string): QueryKey => ['profile', customerId, 'bca'],
  bcaHistory: (customerId: string, centerId: number): QueryKey => ['profile', customerId, 'bca', 'history', centerId],
  /** The customer as the care blocks need them (phone for BCA, name for the injury report), when the screen does not pass them. */
  careCustomer: (customerId: string): QueryKey => ['profile', customerId, 'careCustomer'],
  tasks: (customerId: string): QueryKey => ['profile', customerId, 'tasks'],
  callTrail: (customerId: string): QueryKey => ['profile', customerId, 'callTrail'],
}

/** The pack product types whose tasks the profile lists (part 3 §9 pack kinds). */
export const TASK_PACK_PRODUCT_TYPES = ['GYM_JOINING', 'PERSONAL_TRAINING', 'PLAY_JOINING'] as const
