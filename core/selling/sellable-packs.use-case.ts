import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { SellablePack } from './catalog'
import type { PackCatalog } from './pack-catalog.port'

/** The packs a centre sells to a customer (the /sell-packs list), with their platform fee details. */
export const sellablePacks =
  (d: { readonly catalog: PackCatalog }) =>
  (q: { readonly centerId: number; readonly userId?: string }): TaskEither<GatewayError, readonly SellablePack[]> =>
    d.catalog.packs(q)
