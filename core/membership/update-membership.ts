import { type MembershipChangeKind } from './membership-update.rule'
import { CENTRE_CHANGED, END_DATE_UPDATED, SESSIONS_UPDATED, START_DATE_UPDATED, TRAINER_CHANGED } from '../shared/messages'

/** The success message of each change kind (part 1 §8; the end-date text is the sandbox's). */
export const MEMBERSHIP_UPDATE_MESSAGES: Readonly<Record<MembershipChangeKind, string>> = {
  END_DATE: END_DATE_UPDATED,
  START_DATE: START_DATE_UPDATED,
  TRAINER: TRAINER_CHANGED,
  MAX_TICKETS: SESSIONS_UPDATED,
  CENTRE: CENTRE_CHANGED,
}
