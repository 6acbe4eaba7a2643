import type { EpochMs } from '../shared/brands'
import { PT_RESCHEDULE_CANCEL_WINDOW_MS } from '../shared/constants'
import {
  MARK_ATTENDED,
  PT_STATUS_COMPLETED,
  PT_STATUS_CUSTOMER_NO_SHOW,
  PT_STATUS_NO_SHOW,
  PT_STATUS_ONGOING,
  PT_STATUS_PENDING,
  PT_STATUS_TRAINER_NO_SHOW,
  PT_STATUS_UPCOMING,
  START_SESSION,
} from '../shared/messages'
import type { PtSession } from './pt-session'

/**
 * The status shown for a PT session (part 1 §4): 'Upcoming' before start; 'Ongoing' from start
 * until the end; after the end, NO_SHOW is 'Customer No Show' (no-show policy applies, paid true),
 * 'Trainer No Show' (policy applies, paid false) or 'No Show'; ATTENDED is 'Completed'; else 'Pending'.
 */
export const ptSessionStatusLabel = (s: Pick<PtSession, 'startTime' | 'endTime' | 'status' | 'metadata'>, now: EpochMs): string => {
  if (now < s.startTime) return PT_STATUS_UPCOMING
  if (now < s.endTime) return PT_STATUS_ONGOING
  if (s.status === 'NO_SHOW') {
    if (s.metadata?.doesNoShowCancellationPolicyV1Apply === true && s.metadata.paid === true) return PT_STATUS_CUSTOMER_NO_SHOW
    if (s.metadata?.doesNoShowCancellationPolicyV1Apply === true && s.metadata.paid === false) return PT_STATUS_TRAINER_NO_SHOW
    return PT_STATUS_NO_SHOW
  }
  return s.status === 'ATTENDED' ? PT_STATUS_COMPLETED : PT_STATUS_PENDING
}

/** Reschedule and Cancel: status BOOKED and not started, or started less than 15 minutes ago. */
export const canRescheduleOrCancel = (s: Pick<PtSession, 'startTime' | 'status'>, now: EpochMs): boolean =>
  s.status === 'BOOKED' && now - s.startTime < PT_RESCHEDULE_CANCEL_WINDOW_MS

export type StartAction = { readonly label: string }

/**
 * 'Start Session' (or 'Mark Attended' once past the end) when the session has started and its
 * status is NO_SHOW or BOOKED; needs EDIT on PT_MEMBERSHIP_UPDATE (passed in). Absent otherwise.
 */
export const startSessionAction = (
  s: Pick<PtSession, 'startTime' | 'endTime' | 'status'>,
  now: EpochMs,
  canEditPtMembership: boolean,
): StartAction | undefined => {
  if (!canEditPtMembership || now < s.startTime) return undefined
  if (s.status !== 'NO_SHOW' && s.status !== 'BOOKED') return undefined
  return { label: now > s.endTime ? MARK_ATTENDED : START_SESSION }
}
