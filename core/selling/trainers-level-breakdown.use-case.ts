import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { TrainersLevelBreakdown, TrainersLevelQuery } from './catalog'
import type { CatalogueDeps } from './selling-catalogue'

/** The PT trainers of a centre and their count per level. */
export const trainersLevelBreakdown =
  (d: Pick<CatalogueDeps, 'catalog'>) =>
  (q: TrainersLevelQuery): TaskEither<GatewayError, TrainersLevelBreakdown> =>
    d.catalog.trainersLevelBreakdown(q)
