import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { type RecordLeadField, validateRecordLead } from './lead.rule'
import { type ValidationFailed } from '../shared/errors'
import { LEAD_UPDATED } from '../shared/messages'
import { type ActionFailed, type Done, actionFailed, done, reasonOf } from '../shared/outcome'
import type { LeadDeskDeps } from './lead-desk-deps'

export type UpdateLeadRequest = {
  readonly taskInstanceId: string
  readonly userId: string
  readonly draft: unknown
  /** The form's attempt key: a resend with it (a lost answer queued offline) is applied once. */
  readonly attemptKey?: string
}
export type UpdateLeadError = ValidationFailed<RecordLeadField> | ActionFailed<'LeadUpdateFailed'>

/**
 * Record Lead's 'Update Lead' (part 3 §5, §8): the form rule as of the Clock's now (follow-up
 * between yesterday and 45 days ahead; skip only for COLD), then updatePMSLead; 'Lead Updated
 * successfully', else the server's reason.
 */
export const updateLead =
  (d: LeadDeskDeps) =>
  (r: UpdateLeadRequest): TaskEither<UpdateLeadError, Done<null>> =>
    pipe(
      TE.fromEither(validateRecordLead(r.draft, d.clock.now())),
      TE.chainW((v) =>
        pipe(
          d.leads.update({
            taskInstanceId: r.taskInstanceId,
            userId: r.userId,
            commentTag: v.commentTag,
            comment: v.comment,
            leadQuality: v.leadQuality,
            skipFollowUp: v.skipFollowUp,
            ...(v.nextFollowUpTime === undefined ? {} : { nextFollowUpTime: v.nextFollowUpTime }),
          }, r.attemptKey),
          TE.bimap((e) => actionFailed('LeadUpdateFailed', reasonOf(e), e), () => done(LEAD_UPDATED, null)),
        ),
      ),
    )
