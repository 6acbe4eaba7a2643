import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { type ValidationFailed, validationFailed } from '../shared/errors'
import { TRANSFER_OWNER_REQUIRED, TRANSFER_SAME_OWNER, leadsTransferred, leadsWouldMove } from '../shared/messages'
import { type ActionFailed, type Done, actionFailed, done, reasonOf } from '../shared/outcome'
import type { LeadBook } from './lead-book.port'
import type { LeadTransfer, LeadTransferResult } from './lead-desk'

export type TransferLeadsError = ValidationFailed<'fromAssigneeId' | 'toAssigneeId'> | ActionFailed<'LeadTransferFailed'>

/**
 * Lead transfer (/transfer-leads, CLI transfer-leads): both owners chosen and different; a dry
 * run answers what would move and changes nothing. The spec shows no result; the answer names
 * the count and the new owner.
 */
export const transferLeads =
  (d: { readonly leads: LeadBook }) =>
  (t: LeadTransfer): TaskEither<TransferLeadsError, Done<LeadTransferResult>> => {
    const from = t.fromAssigneeId.trim()
    const to = t.toAssigneeId.trim()
    if (from === '' || to === '') {
      return TE.left(validationFailed({ ...(from === '' ? { fromAssigneeId: TRANSFER_OWNER_REQUIRED } : {}), ...(to === '' ? { toAssigneeId: TRANSFER_OWNER_REQUIRED } : {}) }))
    }
    if (from === to) return TE.left(validationFailed({ toAssigneeId: TRANSFER_SAME_OWNER }))
    return pipe(
      d.leads.transfer({ ...t, fromAssigneeId: from, toAssigneeId: to }),
      TE.bimap(
        (e) => actionFailed('LeadTransferFailed', reasonOf(e), e),
        (r) => done((r.dryRun ? leadsWouldMove : leadsTransferred)(r.leadIds.length, r.toAssigneeName), r),
      ),
    )
  }
