import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { Sport } from './catalog'
import type { LookupDeps } from './selling-lookups'

export const sports =
  (d: Pick<LookupDeps, 'catalog'>) =>
  (q: { readonly centerServiceId?: number }): TaskEither<GatewayError, readonly Sport[]> =>
    d.catalog.sports(q)
