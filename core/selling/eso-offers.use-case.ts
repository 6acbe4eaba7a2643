import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { CatalogOffer, EsoOfferQuery } from './catalog'
import type { CatalogueDeps } from './selling-catalogue'

/** The spot offers granted to the user that an order for these products may carry (esoOfferIds). */
export const esoOffers =
  (d: Pick<CatalogueDeps, 'catalog'>) =>
  (q: EsoOfferQuery): TaskEither<GatewayError, readonly CatalogOffer[]> =>
    q.productIds.length === 0 ? TE.right([]) : d.catalog.esoOffer(q)
