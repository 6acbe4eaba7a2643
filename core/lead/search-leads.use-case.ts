import type { TaskEither } from 'fp-ts/TaskEither'
import { type ActionFailed, fetchAs, serverSays } from '../shared/outcome'
import type { LeadSearch, LeadSearchResult } from './lead'
import type { LeadBook } from './lead-book.port'

export const searchLeads =
  (d: { readonly leads: LeadBook }) =>
  (q: LeadSearch): TaskEither<ActionFailed<'LeadsUnavailable'>, LeadSearchResult> =>
    fetchAs('LeadsUnavailable', serverSays)(d.leads.search(q))
