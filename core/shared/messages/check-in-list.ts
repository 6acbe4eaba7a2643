import { formatCount } from '../count-format'
// ---- Rules audit: texts of part 3 §2 and §4 that rules show ----
/** The lead modal's notice when NOT_INTERESTED is chosen (part 3 §4), word for word. */
export const NO_NEED_TO_ASSIGN = 'no need to assign'
/** The Report Injury modal title (part 3 §2). */
export const reportInjuryTitle = (injuredPerson: string): string => `Report Injury (of ${injuredPerson})`

// ---- Check-in list ----
export const CHECKED_IN_AT = 'Checked in at'
export const ASSIGN_TRAINER = 'Assign Trainer'
export const UPDATE_LEAD = 'Update Lead'
export const TRAINER_ASSIGNMENT_TITLE = 'Trainer Assignment'
export const ASSIGN = 'Assign'
export const RECOMMENDED = 'Recommended'
export const assistingMembers = (n: number): string => `Assisting ${formatCount(n)} members`
export const TIME_FROM = 'From'
export const TIME_TO = 'To'
export const SEARCH_MEMBERS_LABEL = 'Search members in this list'
export const TIME_WINDOW_INVALID = 'From must be before To'
export const showingWindow = (from: string, to: string): string => `Showing ${from} – ${to}`
export const NO_TRAINERS_LISTED = 'No trainers to assign at this centre'
export const UPDATE_LEAD_NOT_AVAILABLE = 'Updating a lead from the check-in list is not available in this version yet.'
export const CHECK_IN_LIST_LABEL = 'Members in this list'
export const TRAINER_LABEL = 'Trainer'
export const checkInCountLabel = (n: number): string => `Check-in count ${formatCount(n)}`
