import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { PremiumPacksQuery, SellablePack } from './catalog'
import type { CatalogueDeps } from './selling-catalogue'

export const premiumPacks =
  (d: Pick<CatalogueDeps, 'catalog'>) =>
  (q: PremiumPacksQuery): TaskEither<GatewayError, readonly SellablePack[]> =>
    d.catalog.premiumPacks(q)
