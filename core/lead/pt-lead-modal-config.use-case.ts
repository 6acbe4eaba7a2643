import type { TaskEither } from 'fp-ts/TaskEither'
import { LEAD_MODAL_CONFIG_FAILED } from '../shared/messages'
import { type ActionFailed, fetchAs } from '../shared/outcome'
import type { LeadBook } from './lead-book.port'
import type { PtLeadModalConfig } from './lead-desk'
import { serverOr } from './lead-desk-deps'

/** The PT Lead modal's configuration ('Error Occurred while fetching Lead Modal Config', the server's message when present). */
export const ptLeadModalConfig =
  (d: { readonly leads: LeadBook }) =>
  (userId: string, centerServiceId: number): TaskEither<ActionFailed<'LeadModalConfigFailed'>, PtLeadModalConfig> =>
    fetchAs('LeadModalConfigFailed', serverOr(LEAD_MODAL_CONFIG_FAILED))(d.leads.ptModalConfig(userId, centerServiceId))
