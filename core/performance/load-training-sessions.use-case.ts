import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { TrainingSession } from './performance'
import type { PerformanceDesk } from './performance-desk.port'

/** CM Training: the signed-in staff member's practice sessions with the voice agent at a centre, newest first. */
export const loadTrainingSessions =
  (d: { readonly performance: PerformanceDesk }) =>
  (centreId: number): TaskEither<GatewayError, readonly TrainingSession[]> =>
    d.performance.trainingSessions(centreId)
