// ---- Employee status screens: leave management, GX shifts, delinquency
// reversal, grooming score. The spec gives no words for these screens beyond their titles; these
// are our labels for what centre staff see.
export const LEAVE_STATUS_LABELS: Readonly<Record<string, string>> = { PENDING: 'Waiting for approval', APPROVED: 'Approved', REJECTED: 'Rejected' }
export const LEAVE_FILTER = 'Show'
export const LEAVE_FILTER_ALL = 'All requests'
export const APPROVE_LEAVE = 'Approve'
export const REJECT_LEAVE = 'Reject'
export const LEAVE_APPROVED = 'Leave approved'
export const LEAVE_REJECTED = 'Leave rejected'
export const LEAVE_ALREADY_DECIDED = 'This leave request was already decided'
export const LEAVE_NOT_FOUND = 'No leave request with this id'
export const NO_LEAVE_REQUESTS = 'Nothing here'
export const leaveDays = (from: string, to: string): string => (from === to ? from : `${from} to ${to}`)
export const leaveDecidedBy = (status: string, by: string, at: string): string => `${status} by ${by} on ${at}`
export const GX_PAST = 'Past'
export const GX_CURRENT = 'Current'
export const GX_UPCOMING = 'Upcoming'
export const NO_GX_SHIFTS = 'Nothing here'
export const gxShiftsCount = (n: number): string => `${n} shift${n === 1 ? '' : 's'}`
export const DELINQUENCY_STATUS_LABELS: Readonly<Record<string, string>> = {
  OPEN: 'Open',
  REVERSAL_REQUESTED: 'Reversal requested',
  REVERSED: 'Reversed',
}
export const DELINQUENCY_KIND_LABELS: Readonly<Record<string, string>> = {
  LATE_CHECK_IN: 'Late check-in',
  MISSED_CLASS: 'Missed class',
  EARLY_CHECK_OUT: 'Early check-out',
  NO_SHOW: 'No show',
}
export const delinquencyPoints = (n: number): string => `${n} point${n === 1 ? '' : 's'}`
export const REQUEST_REVERSAL = 'Request reversal'
export const REVERSAL_REASON = 'Why should it be reversed?'
export const REVERSAL_REASON_REQUIRED = 'Enter a reason'
export const REVERSAL_REQUESTED = 'Reversal requested'
export const REVERSAL_NOT_OPEN = 'A reversal can be requested only for an open delinquency'
export const DELINQUENCY_NOT_FOUND = 'No delinquency with this id'
export const NO_DELINQUENCIES = 'Nothing here'
export const SEND_REVERSAL = 'Send request'
export const GROOMING_AVERAGE = 'Average score'
export const groomingScoreText = (score: number, outOf: number): string => `${score} / ${outOf}`
export const NO_GROOMING_AUDITS = 'Nothing here'
export const GROOMING_AUDITS = 'Audits'
export const GROOMING_DAY = 'Day'
export const GROOMING_SCORE = 'Score'
export const GROOMING_REMARKS = 'Remarks'
/** The warning on a leave request whose days hold the employee's booked PT sessions. */
export const ptSessionsInLeave = (n: number): string =>
  n === 1 ? '1 booked PT session falls in this leave: move or cancel it with the customer' : `${n} booked PT sessions fall in this leave: move or cancel them with the customer`
export const ptSessionInLeave = (when: string, customer: string): string => (customer === '' ? when : `${when} with ${customer}`)
