import type { TaskEither } from 'fp-ts/TaskEither'
import { LEAD_MODAL_CONFIG_FAILED } from '../shared/messages'
import { type ActionFailed, fetchAs } from '../shared/outcome'
import type { LeadBook } from './lead-book.port'
import type { UpdateLeadConfig } from './lead-desk'
import { serverOr } from './lead-desk-deps'

/** The Record Lead form's configuration: comment tags by product and the qualities offered. */
export const updateLeadConfig =
  (d: { readonly leads: LeadBook }) =>
  (centerServiceId: number): TaskEither<ActionFailed<'LeadModalConfigFailed'>, UpdateLeadConfig> =>
    fetchAs('LeadModalConfigFailed', serverOr(LEAD_MODAL_CONFIG_FAILED))(d.leads.updateConfig(centerServiceId))
