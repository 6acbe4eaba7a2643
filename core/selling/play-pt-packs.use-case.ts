import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { CatalogPtPack } from './catalog'
import type { LookupDeps } from './selling-lookups'

/** Play PT packs of a play centre. */
export const playPtPacks =
  (d: Pick<LookupDeps, 'catalog'>) =>
  (q: { readonly userId: string; readonly centerServiceId: number }): TaskEither<GatewayError, readonly CatalogPtPack[]> =>
    d.catalog.playPtPacks(q)
