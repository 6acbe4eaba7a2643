import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { withinTextBound } from '../shared/field-check'
import { ptPitchSubmitEnabled } from './lead-modal.rule'
import type { LeadQuality } from './record-pitch.rule'
import { type ValidationFailed, validationFailed } from '../shared/errors'
import { LEAD_CAPTURE_FAILED, LEAD_CAPTURED, LEAD_OWNER_REQUIRED, LEAD_QUALITY_REQUIRED } from '../shared/messages'
import { type ActionFailed, type Done, act } from '../shared/outcome'
import type { PtLeadSubmission } from './lead-desk'
import { type LeadDeskDeps, ptActivity } from './lead-desk-deps'

export type RecordPtPitchRequest = {
  readonly userId: string
  readonly centerServiceId: number
  readonly leadQuality?: LeadQuality
  readonly leadOwner?: string
  readonly comment?: string
}
export type RecordPtPitchField = 'leadQuality' | 'leadOwner' | 'comment'
export type RecordPtPitchError = ValidationFailed<RecordPtPitchField> | ActionFailed<'LeadCaptureFailed'>

/**
 * Record PT Pitch (part 3 §2, §4, §5): a lead type (Mark PT Interest) and, unless NOT_INTERESTED,
 * a PT trainer as owner; the comment is optional (sent as ''). Submitted as a PT_PITCH activity;
 * 'Lead captured Successfully', else 'Lead capture Failed'.
 */
export const recordPtPitch =
  (d: LeadDeskDeps) =>
  (r: RecordPtPitchRequest): TaskEither<RecordPtPitchError, Done<number>> => {
    const checked = withinTextBound(
      { comment: r.comment },
      ptPitchSubmitEnabled(r)
        ? E.right(r)
        : E.left(validationFailed<RecordPtPitchField>(r.leadQuality === undefined ? { leadQuality: LEAD_QUALITY_REQUIRED } : { leadOwner: LEAD_OWNER_REQUIRED })),
    )
    if (E.isLeft(checked)) return TE.left(checked.left)
    const quality = r.leadQuality as LeadQuality
    const owner = quality === 'NOT_INTERESTED' ? undefined : r.leadOwner?.trim()
    const s: PtLeadSubmission = {
      userId: r.userId,
      centerServiceId: r.centerServiceId,
      ...ptActivity(d.clock.now()),
      ...(owner === undefined ? {} : { activityOwner: owner }),
      updateLeadFlag: false,
      leadQuality: quality,
      comment: r.comment?.trim() ?? '',
      skipFollowUp: true,
    }
    return act('LeadCaptureFailed', () => LEAD_CAPTURE_FAILED, LEAD_CAPTURED)(d.leads.submitPt(s))
  }
