import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { PremiumConfig } from './catalog'
import { type LookupDeps, type Refused, noConfig } from './selling-lookups'

/** The premium upgrade config of a pack for a user; 'No Config present' when there is none. */
export const premiumConfig =
  (d: Pick<LookupDeps, 'catalog'>) =>
  (q: { readonly packId: string; readonly userId: string }): TaskEither<Refused | GatewayError, PremiumConfig> =>
    noConfig(d.catalog.premiumConfig(q))
