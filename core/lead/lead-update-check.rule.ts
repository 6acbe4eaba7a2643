import type { EpochMs } from '../shared/brands'
import { centreDayOf } from '../shared/centre-day'
import {
  COMMENT_REQUIRED,
  COMMENT_TAG_REQUIRED,
  FOLLOW_UP_DATE_OUT_OF_RANGE,
  FOLLOW_UP_DATE_REQUIRED,
  LEAD_USER_MISMATCH,
  SKIP_ONLY_FOR_COLD,
} from '../shared/messages'
import { followUpDateAllowed } from './lead.rule'
import { offersSkipFollowUp } from './lead-follow-up.rule'
import type { LeadUpdateRequest } from './lead-desk'

/** Whether an instant falls on a centre day within the follow-up window (yesterday to 45 days ahead). */
export const followUpTimeAllowed = (t: EpochMs, now: EpochMs): boolean => followUpDateAllowed(centreDayOf(t), now)

/**
 * What a lead book refuses in a lead update (the server's side of part 3 §5), or undefined: the
 * task's lead must be the customer's; tag and comment present; skip only for COLD; otherwise a
 * next follow-up within the window.
 */
export const leadUpdateRefusal = (u: LeadUpdateRequest, leadUserId: string, now: EpochMs): string | undefined => {
  if (u.userId !== leadUserId) return LEAD_USER_MISMATCH
  if (u.commentTag.trim() === '') return COMMENT_TAG_REQUIRED
  if (u.comment.trim() === '') return COMMENT_REQUIRED
  if (u.skipFollowUp) return offersSkipFollowUp(u.leadQuality) ? undefined : SKIP_ONLY_FOR_COLD
  if (u.nextFollowUpTime === undefined) return FOLLOW_UP_DATE_REQUIRED
  return followUpTimeAllowed(u.nextFollowUpTime, now) ? undefined : FOLLOW_UP_DATE_OUT_OF_RANGE
}
