import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { ActiveUserMembership } from './catalog'
import type { CatalogueDeps } from './selling-catalogue'

/** The user's running and upcoming memberships. */
export const activeUserMemberships =
  (d: Pick<CatalogueDeps, 'catalog'>) =>
  (q: { readonly userId: string }): TaskEither<GatewayError, readonly ActiveUserMembership[]> =>
    d.catalog.activeMemberships(q)
