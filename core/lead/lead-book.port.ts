import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { LeadCapture, LeadSearch, LeadSearchResult } from './lead'
import type { LeadPage, LeadPageRequest } from './lead-paging.rule'
import type { LeadHistory, LeadTransfer, LeadTransferResult, LeadUpdateRequest, PtLeadModalConfig, PtLeadSubmission, UpdateLeadConfig } from './lead-desk'

export interface LeadBook {
  capture(l: LeadCapture): TaskEither<GatewayError, number>
  search(q: LeadSearch): TaskEither<GatewayError, LeadSearchResult>
  /** One page of My Leads (docs/api/paging.md): filtered, searched and ordered by the server. */
  page(q: LeadPageRequest): TaskEither<GatewayError, LeadPage>
  // ---- leads desk ----
  /** The customer's open lead at the centre with its interactions, newest first. */
  history(userId: string, centerServiceId: number): TaskEither<GatewayError, LeadHistory>
  updateConfig(centerServiceId: number): TaskEither<GatewayError, UpdateLeadConfig>
  /** `attemptKey`: the attempt's idempotency key (a resend with it, online or from the offline queue, is applied once). */
  update(u: LeadUpdateRequest, attemptKey?: string): TaskEither<GatewayError, void>
  ptModalConfig(userId: string, centerServiceId: number): TaskEither<GatewayError, PtLeadModalConfig>
  /** Records a PT pitch (a new PT lead, or an update of the open one); answers the lead id. */
  submitPt(s: PtLeadSubmission): TaskEither<GatewayError, number>
  transfer(t: LeadTransfer): TaskEither<GatewayError, LeadTransferResult>
}
