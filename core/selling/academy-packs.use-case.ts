import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { AcademyPacksQuery, CatalogPtPack } from './catalog'
import type { CatalogueDeps } from './selling-catalogue'

export const academyPacks =
  (d: Pick<CatalogueDeps, 'catalog'>) =>
  (q: AcademyPacksQuery): TaskEither<GatewayError, readonly CatalogPtPack[]> =>
    d.catalog.academyPacks(q)
