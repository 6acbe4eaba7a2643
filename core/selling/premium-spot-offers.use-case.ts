import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { CatalogOffer, PremiumSpotOffersQuery } from './catalog'
import type { CatalogueDeps } from './selling-catalogue'

export const premiumSpotOffers =
  (d: Pick<CatalogueDeps, 'catalog'>) =>
  (q: PremiumSpotOffersQuery): TaskEither<GatewayError, readonly CatalogOffer[]> =>
    q.productIds.length === 0 ? TE.right([]) : d.catalog.premiumSpotOffers(q)
