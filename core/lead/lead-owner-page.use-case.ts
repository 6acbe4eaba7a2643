import type { TaskEither } from 'fp-ts/TaskEither'
import type { ListPages } from '../shared/list-pages.port'
import type { LeadOwnerPage, LeadOwnerRequest } from '../shared/list-pages.rule'
import { type ActionFailed, fetchAs, serverSays } from '../shared/outcome'

/** One page of a centre's owners of active leads, each with how many they hold (Transfer Leads' 'from'). */
export const leadOwnerPage =
  (d: { readonly listPages: ListPages }) =>
  (q: LeadOwnerRequest): TaskEither<ActionFailed<'LeadsUnavailable'>, LeadOwnerPage> =>
    fetchAs('LeadsUnavailable', serverSays)(d.listPages.leadOwners(q))
