/**
 * What a screen says when the person using it may not see a block, when a file is not what it
 * claims to be, and other states that must say what happened in staff words.
 */

/** A block (or an action) the signed-in staff member's role does not give access to: no retry can help. */
export const BLOCK_NOT_AUTHORIZED = 'Not Authorized: your role does not include this. Ask your centre manager if you need it.'
/** The session ended while the screen was open (a 401 after the retries): signing in again is the way on. */
export const BLOCK_SIGNED_OUT = 'You have been signed out. Sign in again to continue.'

// ---- Profile: Record BCA (a weight that is filled in but is no weight) ----
export const WEIGHT_NOT_POSITIVE = 'Weight must be a number above 0 kg'

// ---- Profile: a member search that finds nobody opens Record Pitch (part 1 §4) ----
/** Said at the top of Record Pitch when the searched phone belongs to nobody: why the form opened. */
export const pitchForUnknownPhone = (phone: string): string => `User not found: ${phone}. Record a pitch to add them as a walk-in.`

// ---- Uploads: a file named .csv that is not text (a spreadsheet or an image renamed) ----
export const CSV_NOT_READABLE = 'This file is not a readable CSV: save it as CSV (comma separated) from the spreadsheet and upload that file'

// ---- Profile: the trainer of a membership (changed with Edit > Change Trainer) ----
export const membershipTrainer = (name: string): string => `Trainer: ${name}`

// ---- The date picker (dd-MM-yyyy, part 1 §9) ----
export const DATE_FORMAT_HINT = 'dd-MM-yyyy'
export const DATE_NOT_READABLE = 'Enter the date as dd-MM-yyyy, e.g. 27-11-2026'
export const dateBetween = (from: string | undefined, to: string | undefined): string =>
  from !== undefined && to !== undefined ? `From ${from} to ${to}` : from !== undefined ? `From ${from}` : to !== undefined ? `Up to ${to}` : ''
export const OPEN_CALENDAR = 'Open calendar'
export const PREVIOUS_MONTH = 'Previous month'
export const NEXT_MONTH = 'Next month'
