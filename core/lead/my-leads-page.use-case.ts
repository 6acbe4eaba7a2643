import type { TaskEither } from 'fp-ts/TaskEither'
import { type ActionFailed, fetchAs, serverSays } from '../shared/outcome'
import type { LeadBook } from './lead-book.port'
import type { LeadPage, LeadPageRequest } from './lead-paging.rule'

/** One page of My Leads, filtered, searched and ordered by the server (docs/api/paging.md). */
export const myLeadsPage =
  (d: { readonly leads: LeadBook }) =>
  (q: LeadPageRequest): TaskEither<ActionFailed<'LeadsUnavailable'>, LeadPage> =>
    fetchAs('LeadsUnavailable', serverSays)(d.leads.page(q))
