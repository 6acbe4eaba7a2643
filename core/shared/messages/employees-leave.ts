// ---- Employees: leave requests, the attendance reason 'Others', GX shifts at a play centre. The
// spec gives no words for these; they are our labels for what centre staff see.

/** GX Shifts at a PLAY centre: it runs no group-exercise classes, so the list is always empty. */
export const gxShiftsNoneAtPlay = (centreName: string): string =>
  `${centreName} is a play centre: it runs no group-exercise classes, so it has no GX shifts.`

// Leave requests (a staff member asks for leave; a manager with LEAVE_APPROVAL decides it).
export const REQUEST_LEAVE = 'Request leave'
export const SEND_LEAVE_REQUEST = 'Send request'
export const LEAVE_REQUESTED = 'Leave requested: your manager will decide it'
export const LEAVE_FROM = 'First day of leave'
export const LEAVE_TO = 'Last day of leave'
export const LEAVE_REASON = 'Reason'
export const LEAVE_DAY_REQUIRED = 'Choose a day'
export const LEAVE_IN_THE_PAST = 'Leave can be requested from today onwards'
export const LEAVE_END_BEFORE_START = 'The last day cannot be before the first day'
export const leaveTooLong = (maxDays: number): string => `A request can cover at most ${maxDays} days; send another for the rest`
export const LEAVE_REASON_REQUIRED = 'Enter a reason'
export const leaveReasonTooLong = (max: number): string => `Keep the reason to ${max} characters`
export const LEAVE_OVERLAPS = 'You already asked for leave on one of these days'
export const NOT_ON_CENTRE_STAFF = 'You are not on this centre’s staff, so you cannot request leave here'
export const OWN_LEAVE_NOT_YOURS_TO_DECIDE = 'You cannot decide your own leave request: another manager decides it'
export const MY_LEAVE_REQUESTS = 'My leave requests'
export const NO_MY_LEAVE_REQUESTS = 'You have not requested leave at this centre'
export const YOUR_OWN_REQUEST = 'Your own request: another manager decides it'
/** The roster's 'Add shift or leave', leave chosen: it is recorded directly, without a request. */
export const LEAVE_RECORDED_BY_MANAGER = 'Recorded by you as a manager: it goes straight on the roster, with no request to approve. Staff ask for their own leave with Request leave.'
/** On the roster: a leave that came from an approved request. */
export const LEAVE_FROM_REQUEST = 'Approved request'
/** On the roster: a leave a manager put there directly. */
export const LEAVE_BY_MANAGER = 'Recorded by a manager'

// Formula-safe names (a spreadsheet reads =, + or @ at the start of a cell as a formula).
export const NAME_STARTS_LIKE_FORMULA = 'A name cannot start with =, + or @'

// Lead transfer: a listed lead that is not the owner's active lead at the centre.
export const transferLeadsUnknown = (ids: readonly number[]): string =>
  `Unknown lead${ids.length === 1 ? '' : 's'} ${ids.join(', ')}: not an active lead of this owner at this centre. Nothing was moved.`

// Manual attendance, reason 'Others': the free text said with it.
export const ATTENDANCE_OTHER_REASON = 'What happened?'
export const ATTENDANCE_OTHER_REQUIRED = 'Say what happened when the reason is Others'
export const attendanceOtherTooLong = (max: number): string => `Keep it to ${max} characters`
