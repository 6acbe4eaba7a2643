import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { PtPackLevel, PtPacksQuery } from './catalog'
import type { LookupDeps } from './selling-lookups'

/** PT packs of a centre by trainer level (GYM_PT_PRODUCT or the GYM_PT_PPC_PRODUCT trial). */
export const ptPacks =
  (d: Pick<LookupDeps, 'catalog'>) =>
  (q: PtPacksQuery): TaskEither<GatewayError, readonly PtPackLevel[]> =>
    d.catalog.ptPacks(q)
