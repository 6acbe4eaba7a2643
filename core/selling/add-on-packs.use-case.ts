import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { AddOnQuery } from './catalog'
import type { AddOnPack } from './pack'
import type { LookupDeps } from './selling-lookups'

/** Add-on packs for a membership (by its duration). */
export const addOnPacks =
  (d: Pick<LookupDeps, 'catalog'>) =>
  (q: AddOnQuery): TaskEither<GatewayError, readonly AddOnPack[]> =>
    d.catalog.addOnPacks(q)
