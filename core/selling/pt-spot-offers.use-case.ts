import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { CatalogOffer, SpotOffersQuery } from './catalog'
import type { PackCatalog } from './pack-catalog.port'

/** The PT spot offers for the packs on screen. */
export const ptSpotOffers =
  (d: { readonly catalog: PackCatalog }) =>
  (q: SpotOffersQuery): TaskEither<GatewayError, readonly CatalogOffer[]> =>
    d.catalog.ptSpotOffers(q)
