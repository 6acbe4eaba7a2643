import { ASSIGN_TRAINER_MAX_COUNT, NEW_MEMBER_THRESHOLD, SESSION_BADGE_MAX, SESSION_BADGE_MIN } from '../shared/constants'
import { STATE_BOOKED, STATE_CHECKED_IN, STATE_CHECKED_OUT, STATE_MISSED } from '../shared/messages'
import { type CheckIn, type CheckInDisplayState, EDIT_LEAD_FLAG } from './check-in'

/** English ordinal of a positive integer: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st... */
export const ordinal = (n: number): string => {
  const mod100 = n % 100
  const mod10 = n % 10
  const suffix = mod100 >= 11 && mod100 <= 13 ? 'th' : mod10 === 1 ? 'st' : mod10 === 2 ? 'nd' : mod10 === 3 ? 'rd' : 'th'
  return `${n}${suffix}`
}

/**
 * The session ordinal label of a check-in card ('1st session', '2nd session', ...), shown only for
 * validated check-ins that are trial, complimentary or new (an "other" check-in whose count is at
 * most the new-member threshold). Absent when the count is unknown or below 1.
 */
export const sessionOrdinalLabel = (
  c: Pick<CheckIn, 'state' | 'checkInType' | 'userCheckinCount'>,
  newMemberThreshold: number = NEW_MEMBER_THRESHOLD,
): string | undefined => {
  if (c.state !== 'validated') return undefined
  const n = c.userCheckinCount
  if (n === undefined || !Number.isInteger(n) || n < 1) return undefined
  const eligible = c.checkInType === 'trial' || c.checkInType === 'complimentary' || n <= newMemberThreshold
  return eligible ? `${ordinal(n)} session` : undefined
}

/** The session badge shows when the check-in count is between 1 and 3. */
export const showsSessionBadge = (c: Pick<CheckIn, 'userCheckinCount'>): boolean =>
  c.userCheckinCount !== undefined && c.userCheckinCount >= SESSION_BADGE_MIN && c.userCheckinCount <= SESSION_BADGE_MAX

/** 'Assign Trainer' shows on a card when the count is 3 or fewer (known) and there is no trainer. */
export const showsAssignTrainer = (c: Pick<CheckIn, 'userCheckinCount' | 'trainerId'>): boolean =>
  (c.trainerId === undefined || c.trainerId === '') &&
  c.userCheckinCount !== undefined &&
  c.userCheckinCount <= ASSIGN_TRAINER_MAX_COUNT

/** 'Update Lead' shows only when the check-in has the EDIT_LEAD flag and the staff member has an edit-lead permission entry. */
export const showsUpdateLead = (c: Pick<CheckIn, 'flags'>, hasEditLeadPermission: boolean): boolean =>
  hasEditLeadPermission && c.flags.includes(EDIT_LEAD_FLAG)

/** A display state in the words staff use (the badge); the codes stay in the headless API. */
export const DISPLAY_STATE_LABELS: Readonly<Record<CheckInDisplayState, string>> = {
  BOOKED: STATE_BOOKED,
  MISSED: STATE_MISSED,
  CHECKED_IN: STATE_CHECKED_IN,
  CHECKED_OUT: STATE_CHECKED_OUT,
}
