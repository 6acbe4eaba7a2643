/**
 * Paths of the audit trail (the spec has none): read only, there is no call that changes or
 * removes an entry. Kept out of PATHS, which the first screen loads.
 */
export const AUDIT_PATHS = {
  /** GET ?centerId&staffId&userId&action&day&page: a page of a centre's trail, newest first. */
  entries: 'v1/audit/entries',
  /** GET ?centerId: the staff members who appear in a centre's trail. */
  staff: 'v1/audit/staff',
  /** GET ?page: what staff changed about one member (at the caller's centres and customer-wide). */
  memberHistory: 'v1/audit/members/:userId',
  /** GET ?centerId&staffId&userId&action&day: the search's every entry as CSV, newest first, streamed. */
  export: 'v1/audit/export',
} as const

export const memberHistoryPath = (userId: string): string => AUDIT_PATHS.memberHistory.replace(':userId', encodeURIComponent(userId))
