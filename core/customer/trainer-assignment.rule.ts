import type { CheckIn } from '../check-in/check-in'

export type TrainerAssignment = 'assign' | 'reassign' | 'none'

const GUIDED_STATUSES: ReadonlySet<string> = new Set(['GUIDED', 'DELAY_GUIDED'])

/**
 * Trainer assignment for the latest check-in or booking (part 1 §4): assign when it has no trainer;
 * reassign when it has one but guidance status is not GUIDED or DELAY_GUIDED; otherwise none
 * (also none when there is no check-in or booking).
 */
export const trainerAssignment = (latest: Pick<CheckIn, 'trainerId' | 'guidanceStatus'> | undefined): TrainerAssignment => {
  if (latest === undefined) return 'none'
  if (latest.trainerId === undefined || latest.trainerId === '') return 'assign'
  return latest.guidanceStatus !== undefined && GUIDED_STATUSES.has(latest.guidanceStatus) ? 'none' : 'reassign'
}
