import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { type PtLeadField, type RecordLeadField, validatePtLead, validateRecordLead } from '../forms/lead.rule'
import { withinTextBound } from '../forms/field-check'
import { ptPitchSubmitEnabled } from '../forms/lead-modal.rule'
import type { LeadQuality } from '../forms/record-pitch.rule'
import type { EpochMs } from '../shared/brands'
import { centreDayOf } from '../shared/centre-day'
import type { Clock } from '../shared/clock.port'
import { type ValidationFailed, validationFailed } from '../shared/errors'
import {
  DATA_FETCH_FAILED,
  LEAD_CAPTURE_FAILED,
  LEAD_CAPTURED,
  LEAD_MODAL_CONFIG_FAILED,
  LEAD_OWNER_REQUIRED,
  LEAD_QUALITY_REQUIRED,
  LEAD_UPDATED,
  TRANSFER_OWNER_REQUIRED,
  TRANSFER_SAME_OWNER,
  leadsTransferred,
  leadsWouldMove,
} from '../shared/messages'
import { type ActionFailed, type Done, act, actionFailed, done, fetchAs, reasonOf } from '../shared/outcome'
import type { LeadBook } from './lead-book.port'
import type { LeadHistory, LeadTransfer, LeadTransferResult, PtLeadModalConfig, PtLeadSubmission, ScheduledWalkIn, UpdateLeadConfig } from './lead-desk'
import type { PitchDesk } from './pitch-desk.port'

export type LeadDeskDeps = { readonly leads: LeadBook; readonly clock: Clock }

/** The server's message when it sends one, else the spec's default (part 3 §8). */
const serverOr = (fallback: string) => (reason: string): string => (reason.trim() === '' ? fallback : reason)

/** The customer's open lead at a centre with its previous interactions ('Error Occurred while data fetch'). */
export const leadHistory =
  (d: { readonly leads: LeadBook }) =>
  (userId: string, centerServiceId: number): TaskEither<ActionFailed<'LeadHistoryUnavailable'>, LeadHistory> =>
    fetchAs('LeadHistoryUnavailable', serverOr(DATA_FETCH_FAILED))(d.leads.history(userId, centerServiceId))

/** The Record Lead form's configuration: comment tags by product and the qualities offered. */
export const updateLeadConfig =
  (d: { readonly leads: LeadBook }) =>
  (centerServiceId: number): TaskEither<ActionFailed<'LeadModalConfigFailed'>, UpdateLeadConfig> =>
    fetchAs('LeadModalConfigFailed', serverOr(LEAD_MODAL_CONFIG_FAILED))(d.leads.updateConfig(centerServiceId))

export type UpdateLeadRequest = { readonly taskInstanceId: string; readonly userId: string; readonly draft: unknown }
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
          }),
          TE.bimap((e) => actionFailed('LeadUpdateFailed', reasonOf(e), e), () => done(LEAD_UPDATED, null)),
        ),
      ),
    )

/** The PT Lead modal's configuration ('Error Occurred while fetching Lead Modal Config', the server's message when present). */
export const ptLeadModalConfig =
  (d: { readonly leads: LeadBook }) =>
  (userId: string, centerServiceId: number): TaskEither<ActionFailed<'LeadModalConfigFailed'>, PtLeadModalConfig> =>
    fetchAs('LeadModalConfigFailed', serverOr(LEAD_MODAL_CONFIG_FAILED))(d.leads.ptModalConfig(userId, centerServiceId))

const ptActivity = (now: EpochMs) => ({
  userActivityEventType: 'PT_PITCH' as const,
  vertical: 'PT' as const,
  activityDate: centreDayOf(now),
  activityStartTime: now,
})

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

/** The walk-ins scheduled at a centre for the 7 days from today (the centre's day, from the Clock). */
export const scheduledWalkIns =
  (d: { readonly pitches: PitchDesk; readonly clock: Clock }) =>
  (centerId: number): TaskEither<ActionFailed<'WalkInsUnavailable'>, readonly ScheduledWalkIn[]> =>
    fetchAs('WalkInsUnavailable', serverOr(DATA_FETCH_FAILED))(d.pitches.scheduledWalkIns(centerId, centreDayOf(d.clock.now())))
