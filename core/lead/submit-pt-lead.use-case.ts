import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { type PtLeadField, validatePtLead } from './lead.rule'
import { type ValidationFailed } from '../shared/errors'
import { LEAD_CAPTURE_FAILED, LEAD_CAPTURED, LEAD_UPDATED } from '../shared/messages'
import { type ActionFailed, type Done, act } from '../shared/outcome'
import type { PtLeadSubmission } from './lead-desk'
import { type LeadDeskDeps, ptActivity } from './lead-desk-deps'

export type SubmitPtLeadRequest = {
  readonly userId: string
  readonly centerServiceId: number
  /** The customer's open PT lead, when there is one: it is updated and needs no new owner. */
  readonly openLead?: { readonly taskInstanceId?: string; readonly assigneeId: string }
  readonly draft: unknown
}
export type SubmitPtLeadError = ValidationFailed<PtLeadField> | ActionFailed<'LeadCaptureFailed'>

/**
 * The PT Lead modal's 'Submit Lead' (part 3 §3, §5): owner (PT trainers only; not needed when the
 * lead is already owned or NOT_INTERESTED), quality, follow-up date and time, tag; comment optional.
 * submitLead with the PT_PITCH payload; 'Lead Updated successfully' for an open lead,
 * 'Lead captured Successfully' for a new one, else 'Lead capture Failed'.
 */
export const submitPtLead =
  (d: LeadDeskDeps) =>
  (r: SubmitPtLeadRequest): TaskEither<SubmitPtLeadError, Done<number>> => {
    const now = d.clock.now()
    const owned = r.openLead !== undefined && r.openLead.assigneeId !== ''
    return pipe(
      TE.fromEither(validatePtLead(r.draft, now, owned)),
      TE.chainW((v) => {
        const owner = v.leadOwner ?? (v.leadQuality === 'NOT_INTERESTED' ? undefined : r.openLead?.assigneeId)
        const s: PtLeadSubmission = {
          userId: r.userId,
          centerServiceId: r.centerServiceId,
          ...ptActivity(now),
          ...(owner === undefined || owner === '' ? {} : { activityOwner: owner }),
          updateLeadFlag: r.openLead !== undefined,
          ...(r.openLead?.taskInstanceId === undefined ? {} : { taskInstanceId: r.openLead.taskInstanceId }),
          leadQuality: v.leadQuality,
          commentTag: v.commentTag,
          comment: v.comment,
          skipFollowUp: v.skipFollowUp,
          ...(v.nextFollowUpTime === undefined ? {} : { nextFollowUpTime: v.nextFollowUpTime }),
        }
        return act('LeadCaptureFailed', () => LEAD_CAPTURE_FAILED, r.openLead === undefined ? LEAD_CAPTURED : LEAD_UPDATED)(d.leads.submitPt(s))
      }),
    )
  }
