import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { LookupDeps } from './selling-lookups'

/** Saves the chosen slot as the user's BOOTCAMP_PREFERENCE. */
export const saveBootcampPreference =
  (d: Pick<LookupDeps, 'catalog'>) =>
  (q: { readonly userId: string; readonly slotId: string }): TaskEither<GatewayError, void> =>
    d.catalog.saveBootcampPreference(q)
