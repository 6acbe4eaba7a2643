// ---- Audit trail: what staff did, in the words staff use ----

/** What a staff member did, by the action's code (the audit trail's `action`). */
export const AUDIT_ACTION_WORDS = {
  REGISTER_CUSTOMER: 'Registered the customer',
  MEMBERSHIP_END_DATE: 'Changed the membership end date',
  MEMBERSHIP_START_DATE: 'Changed the membership start date',
  MEMBERSHIP_TRAINER: 'Changed the membership trainer',
  MEMBERSHIP_SESSIONS: 'Changed the number of sessions',
  MEMBERSHIP_CENTRE: 'Moved the membership to another centre',
  ADD_CHILD: 'Added a child',
  RECORD_BCA: 'Recorded a body composition',
  CLEAR_BIOMETRICS: 'Cleared the biometrics',
  CALL_MEMBER: 'Called the customer',
  RECORD_PITCH: 'Recorded a pitch',
  RECORD_WALK_IN: 'Recorded a walk-in',
  CHECK_IN: 'Checked the member in',
  CHECK_IN_TRIAL: 'Checked in for a trial',
  CHECK_IN_PASSCODE: 'Checked in with a passcode',
  CHECK_OUT: 'Checked the member out',
  ASSIGN_TRAINER: 'Assigned a trainer to the check-in',
  BOOK_PT_SESSION: 'Booked a PT session',
  RESCHEDULE_PT_SESSION: 'Rescheduled a PT session',
  CANCEL_PT_SESSION: 'Cancelled a PT session',
  START_PT_SESSION: 'Started a PT session',
  RESOLVE_TASK: 'Resolved a task',
  CAPTURE_LEAD: 'Captured a lead',
  UPDATE_LEAD: 'Recorded a lead update',
  SUBMIT_PT_LEAD: 'Submitted a PT lead',
  TRANSFER_LEADS: 'Transferred leads',
  RECORD_REFERRAL: 'Recorded a referral',
  GIVE_OFFER: 'Gave the customer an offer',
  SET_SLOT_PREFERENCE: 'Set the preferred slot',
  SEND_RECURRING_LINK: 'Sent a recurring payment link',
  CREATE_ORDER: 'Made a sale',
  CREATE_GROUP_ORDER: 'Made a group sale',
  SEND_TO_CARD_MACHINE: 'Made a sale on the card machine',
  SEND_PAYMENT_LINK: 'Sent a payment link',
  FULFIL_ORDER: 'Fulfilled the order',
  BOOK_PLAY_SESSION: 'Booked a play session',
  MARK_PLAY_ATTENDANCE: 'Marked play attendance',
  REPORT_INJURY: 'Reported an injury',
  EDIT_EMPLOYEE_PROFILE: 'Edited the employee profile',
  ADD_EMPLOYEE: 'Added an employee',
  MARK_ATTENDANCE: 'Marked attendance',
  ASSIGN_SHIFTS: 'Assigned shifts',
  BOOK_ROSTER_SLOT: 'Booked a roster slot',
  DECIDE_LEAVE: 'Decided a leave request',
  REQUEST_LEAVE: 'Asked for leave',
  REVERSE_DELINQUENCY: 'Asked to reverse a delinquency',
  MARK_CLASS_ATTENDANCE: 'Marked class attendance',
  UPLOAD_TARGETS: 'Uploaded revenue targets',
  APPLY_UPLOAD: 'Applied an upload',
  REPORT_ISSUE: 'Reported an issue',
  DOOR_ACTION: 'Opened a door',
  ACKNOWLEDGE_HABIT_REWARD: 'Acknowledged a habit reward',
  MOVE_GOODIE: 'Moved a goodie',
  HEALTH_PARTNER_LINK: 'Made a health partner link',
  SAVE_SHIFT_PATTERN: 'Saved a shift pattern',
  OPEN_CASH_DRAWER: 'Opened a cash drawer',
  CLOSE_CASH_DRAWER: 'Counted and closed a cash drawer',
  SIGN_OFF_CASH_DRAWER: 'Signed off a close-out',
  REFUND_ORDER: 'Refunded an order',
  SAVE_CHECK_IN_ALERTS: 'Saved the alerts at check-in',
  CHECK_IN_SCAN: 'Checked the member in by a scanned pass or card',
  ISSUE_MEMBER_CARD: 'Issued a member card',
  REVOKE_MEMBER_CARD: 'Revoked a member card',
} as const

/** What an entry is about, by the subject's code. */
export const AUDIT_SUBJECT_WORDS = {
  MEMBER: 'Member',
  ORDER: 'Order',
  LEAD: 'Lead',
  EMPLOYEE: 'Employee',
  SETTING: 'Setting',
  CASH_DRAWER: 'Cash drawer',
} as const

/** The fields a change names, in the words staff use. */
export const AUDIT_FIELD_WORDS: Readonly<Record<string, string>> = {
  endDate: 'End date',
  startDate: 'Start date',
  trainer: 'Trainer',
  sessions: 'Sessions',
  centre: 'Centre',
  status: 'Status',
  amount: 'Amount',
  name: 'Name',
  phone: 'Phone',
  email: 'E-mail',
  leadStatus: 'Lead status',
  followUpAt: 'Follow-up',
  designation: 'Designation',
  fileName: 'File',
  rows: 'Rows',
  pack: 'Pack',
  paymentMode: 'Payment mode',
  orderStatus: 'Order status',
  leadQuality: 'Lead quality',
  owner: 'Owner',
  commentTag: 'Tag',
  comment: 'Comment',
  employeeStatus: 'Status',
  ptLevel: 'PT level',
  specialisations: 'Specialisations',
  leaveStatus: 'Leave',
  sessionStatus: 'Session',
  startsAt: 'Starts at',
  checkedOutAt: 'Checked out at',
}

/** A sale's status (the order's code) in staff words. */
export const AUDIT_ORDER_STATUS_WORDS: Readonly<Record<string, string>> = {
  CREATED: 'Not paid yet',
  PAYMENT_PENDING: 'Waiting for payment',
  PAYMENT_COMPLETED: 'Paid',
  PAYMENT_FAILED: 'Payment failed',
  PARTIALLY_REFUNDED: 'Partly refunded',
  REFUNDED: 'Refunded',
}
/** A PT session's status in staff words. */
export const AUDIT_SESSION_STATUS_WORDS: Readonly<Record<string, string>> = { BOOKED: 'Booked', CANCELLED: 'Cancelled', ATTENDED: 'Attended', NO_SHOW: 'No-show' }

export const AUDIT_TRAIL_TITLE = 'Audit Trail'
export const AUDIT_HISTORY_TITLE = 'History'
export const AUDIT_HISTORY_EMPTY = 'No changes recorded for this member yet'
export const AUDIT_TRAIL_EMPTY = 'No entries match these filters'
/** The trail is empty and no filter narrows it: nothing has been recorded at the centre yet. */
export const AUDIT_TRAIL_NONE_YET = 'No changes have been recorded at this centre yet'
export const AUDIT_HISTORY_FAILED = 'Could not load the history'
export const AUDIT_TRAIL_FAILED = 'Could not load the audit trail'
export const AUDIT_STAFF_LABEL = 'Staff member'
export const AUDIT_MEMBER_LABEL = 'Member (user id)'
export const AUDIT_ACTION_LABEL = 'Action'
export const AUDIT_DAY_LABEL = 'Day'
export const AUDIT_ANY_ACTION = 'Any action'
export const AUDIT_ANY_STAFF = 'Any staff member'
export const AUDIT_SEARCH = 'Search'
export const AUDIT_EXPORT_CSV = 'Export CSV'
export const AUDIT_NEXT_PAGE = 'Next page'
export const AUDIT_PREVIOUS_PAGE = 'Previous page'
export const AUDIT_NO_CHANGE = 'No field changed'
export const AUDIT_REMARKS_LABEL = 'Remarks'
export const AUDIT_EMPTY_VALUE = 'none'
export const auditPageOf = (page: number, pages: number): string => `Page ${page} of ${pages}`
export const auditEntriesCount = (n: number): string => (n === 1 ? '1 entry' : `${n} entries`)
/** The CSV's column headings. */
export const AUDIT_CSV_HEADINGS = ['When', 'Staff member', 'Staff id', 'Centre', 'Action', 'About', 'Subject id', 'Member', 'What changed', 'Remarks'] as const
export { AUDIT_DAY_INVALID, AUDIT_MEMBER_ID_INVALID } from '../shared/messages/audit-query'
