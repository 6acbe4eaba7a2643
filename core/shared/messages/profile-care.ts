// ---- Profile care blocks: PT, BCA, tasks, call trail, injury, referral (profile-care) ----
// Spec words where the spec gives them; the rest are our labels for what staff see.
export const PT_PACKS_TITLE = 'Personal Training Packs'
export const PT_SESSIONS_TITLE = 'PT Sessions'
export const NO_PT_PACKS = 'No PT packs'
export const NO_PT_SESSIONS = 'No PT sessions'
export const ptSessionsUsed = (used: number, max: number): string => `${used} / ${max} sessions used`
export const BOOK_PT_SESSION = 'Book PT Session'
export const RESCHEDULE = 'Reschedule'
export const CANCEL_PT_SESSION_TITLE = 'Cancel PT Session'
export const CANCEL_PT_SESSION_QUESTION = 'Cancel this PT session? The session goes back to the pack.'
export const KEEP_SESSION = 'Keep Session'
export const RESCHEDULE_PT_SESSION_TITLE = 'Reschedule PT session'
export const BOOK_PT_SESSION_TITLE = 'Book PT session'
export const SLOT_DAY = 'Day'
export const NO_FREE_SLOTS = 'No free slots on this day'
export const CONTINUE = 'Continue'
export const SLOT_BOOKED = 'Booked'
export const SLOT_BLOCKED = 'Blocked'
export const BCA_TITLE = 'BCA'
export const BCA_RECORD = 'Record'
export const RECORD_BCA_TITLE = 'Record BCA'
export const bcaLastRecorded = (date: string): string => `Last recorded on ${date}`
export const BCA_NEVER_RECORDED = 'No BCA recorded yet'
export const BCA_WEIGHT = 'Weight (KG)'
export const BCA_MUSCLE_MASS = 'Muscle mass (%)'
export const BCA_BODY_FAT = 'Body fat (%)'
export const BCA_VISCERAL_FAT = 'Visceral fat rating'
export const BCA_BMR = 'Basal metabolic rate (KCAL)'
export const TASKS_TITLE = 'Tasks'
export const NO_TASKS = 'No tasks'
export const RESOLVE = 'Resolve'
export const RESOLVE_TASK_TITLE = 'Resolve Task'
export const TASK_STATUS = 'Status'
export const TASK_SUB_STATUS = 'Sub-status'
export const TASK_FOLLOW_UP = 'Follow-up'
export const TASK_CALL_BACK_AT = 'Call back at'
export const TASK_REMARKS = 'Remarks'
export const CHOOSE = 'Choose…'
export const taskExpires = (when: string): string => `Expires ${when}`
export const taskResolvedAt = (when: string): string => `Resolved ${when}`
export const CALL_TRAIL_TITLE = 'Call Trail'
export const SEE_MORE_CALL_TRAILS = 'SEE MORE CALL TRAILS'
export const CALL_TRIAL_TITLE = 'Call Trial'
export const CALL_RECORDING = 'Recording'
export const REPORT_INJURY = 'Report Injury'
export const RECORD_REFERRAL = 'Record Referral'
export const SUBMIT = 'Submit'
export const INJURY_LABELS = {
  injuredPersonInfo: 'Injured person',
  injuryLevel: 'Injury level',
  workout: 'Session type',
  format: 'Format',
  cmDetails: 'Centre manager',
  trainerDetails: 'Trainer',
  injuryDate: 'Date of injury',
  injuryTime: 'Time of injury',
  injuryLocation: 'Location',
  injuryLocationComment: 'Location (other)',
  injuryDuringWorkout: 'Injured during the workout',
  impactedBodyPart: 'Body part',
  impactedBodyPartComment: 'Body part (other)',
  symptomsLevel1: 'Symptom category',
  symptomsLevel2: 'Symptom detail',
  symptomsLevel2Comment: 'Symptom (other)',
  firstAidItem: 'First-aid items',
  firstAidItemComment: 'First-aid item (other)',
  firstAidProcedure: 'First-aid procedure',
  firstAidProcedureComment: 'First-aid procedure (other)',
  priorHistory: 'Prior history',
  priorHistoryComment: 'Prior history (details)',
  injuryCause: 'Cause',
  description: 'What happened',
  trialMember: 'Trial member',
} as const
export const REFERRAL_FRIEND_NAME = "Friend's name"
export const REFERRAL_FRIEND_PHONE = "Friend's phone"
/** The sandbox's answers to a referral (the spec shows status and message, not the words). */
export const REFERRAL_RECORDED = 'Referral recorded'
export const REFERRAL_ALREADY_MADE = 'This friend has already been referred'
export const REFERRAL_SELF = 'A customer cannot refer their own number'
/** The two halves of the task's call-back moment (under 'Call back at'). */
export const TASK_CALL_BACK_DAY = 'Day'
export const TASK_CALL_BACK_TIME = 'Time'
/** The sessions a pack holds, beside a name whose own count was dropped (it no longer held true). */
export const packSessionsHeld = (n: number): string => (n === 1 ? '1 session' : `${n} sessions`)
