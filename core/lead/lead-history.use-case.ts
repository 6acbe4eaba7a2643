import type { TaskEither } from 'fp-ts/TaskEither'
import { DATA_FETCH_FAILED } from '../shared/messages'
import { type ActionFailed, fetchAs } from '../shared/outcome'
import type { LeadBook } from './lead-book.port'
import type { LeadHistory } from './lead-desk'
import { serverOr } from './lead-desk-deps'

/** The customer's open lead at a centre with its previous interactions ('Error Occurred while data fetch'). */
export const leadHistory =
  (d: { readonly leads: LeadBook }) =>
  (userId: string, centerServiceId: number): TaskEither<ActionFailed<'LeadHistoryUnavailable'>, LeadHistory> =>
    fetchAs('LeadHistoryUnavailable', serverOr(DATA_FETCH_FAILED))(d.leads.history(userId, centerServiceId))
