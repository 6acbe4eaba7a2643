import type { TaskEither } from 'fp-ts/TaskEither'
import type { ListPages } from '../shared/list-pages.port'
import type { CentrePage, CentrePageRequest } from '../shared/list-pages.rule'
import { type ActionFailed, fetchAs, serverSays } from '../shared/outcome'

/** One page of the signed-in staff member's centres, searched by name or locality on the server (the centre selector). */
export const centrePage =
  (d: { readonly listPages: ListPages }) =>
  (q: CentrePageRequest): TaskEither<ActionFailed<'CentresUnavailable'>, CentrePage> =>
    fetchAs('CentresUnavailable', serverSays)(d.listPages.centres(q))
