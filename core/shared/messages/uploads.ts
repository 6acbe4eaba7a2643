import { formatCount } from '../count-format'
// ---- uploads (target upload, troubleshooting uploads, the leads upload) ----
// The spec's own texts (part 3 §8) are in forms-and-selling.ts (target upload, extend); these are
// the words of the bulk-upload machinery where the spec is silent (docs/decisions/operations.md).
export const UPLOAD_COLUMN_MISSING = (column: string): string => `The header row has no '${column}' column`
export const UPLOAD_VALUE_REQUIRED = 'A value is required'
export const UPLOAD_DIGITS_REQUIRED = 'Digits only'
export const UPLOAD_PHONE_INVALID = 'Invalid Phone Number'
export const UPLOAD_WHOLE_NUMBER = (min: number, max: number): string => `A whole number from ${min} to ${max}`
export const UPLOAD_ONE_OF = (choices: readonly string[]): string => `One of ${choices.join(', ')}`
export const UPLOAD_DUPLICATE_ROW = (row: number): string => `The same as row ${row}`
export const UPLOAD_MONTH_FORMAT = 'A month as YYYY-MM'
export const UPLOAD_TOO_LONG = (max: number): string => `At most ${max} characters`
export const UPLOAD_TOO_MANY_ROWS = (max: number): string => `A file holds at most ${formatCount(max)} rows`
export const UPLOAD_NOT_IN_SEGMENT = 'No such segment at this centre'
export const UPLOAD_OFFER_NOT_AVAILED = 'This member has not availed this offer'
export const UPLOAD_MEMBERSHIP_UNKNOWN = 'No such membership at this centre'
export const uploadMembershipTypeMismatch = (actual: string, chosen: string): string => `This membership is ${actual}, not ${chosen}`
export const UPLOAD_ALREADY_APPLIED = 'This file was already applied: nothing changed'
export const UPLOAD_HAS_ERRORS = 'Nothing was changed: fix the rows listed and upload the file again'
export const UPLOAD_APPLIED = 'Upload applied'
export const UPLOAD_NOT_FOUND = 'No such upload'
export const UPLOAD_EXPIRED = 'This upload link has expired or was already used'
export const UPLOAD_STAGE_FAILED = 'The file could not be sent. Please try again.'
export const SEGMENT_REMOVED = 'Members removed from the segment'
export const OFFERS_REVERTED = 'Offers reverted'
export const LEADS_UPLOADED = 'Leads uploaded'
export const TARGET_ALREADY_EXISTS = (owner: string, month: string): string => `A target already exists for ${owner} in ${month} (tick Override to replace it)`
export const TARGET_FILE_NOT_FOUND = 'No such target file'
export const PARSING_FILE = (rows: number): string => `Reading the file: ${formatCount(rows)} rows so far`
export const UPLOAD_COLUMN_UNKNOWN = (column: string, known: readonly string[]): string =>
  `This upload has no '${column}' column: nothing in it would be saved. Remove the column (the upload reads ${known.join(', ')})`
export const UPLOAD_NOTHING_CHANGED = 'Nothing changed: every row of the file is already as it asks'
export const UPLOAD_OWNER_UNKNOWN = 'No such staff member at this centre'
export const UPLOAD_FOLLOW_UP_DATE_FORMAT = 'A date as YYYY-MM-DD'
export const uploadedLeadReminderTitle = (name: string): string => `Follow up: ${name}`
export const uploadedLeadReminderSubtitle = (fileName: string): string => `Uploaded lead (${fileName})`
export const UPLOAD_FILE_HAS_PROBLEMS = 'This file has problems in rows the server did not receive: fix them and upload the file again'
export const targetOwnerUnknown = (entityName: string, owner: string): string => `No ${entityName.toLowerCase()} '${owner}' at this centre`
export const targetFileRefused = (problems: number): string => `The file was refused: ${problems} ${problems === 1 ? 'problem' : 'problems'}. Nothing was saved.`
export const TARGETS_SAVED = 'Targets saved'
export const UPLOAD_STATUS_NOTHING_CHANGED = 'Applied: nothing changed'
export const uploadOptionalColumns = (columns: readonly string[]): string => ` Optional: ${columns.join(', ')}.`
export const showTargetProblems = (problems: number): string => `Show the ${problems} problems`
export const TARGET_FILE_VALIDATING = 'Checking the targets…'
export const LEADS_UPLOAD_PURPOSE = 'Adds leads for this centre, on My Leads and in the lead reports: one row per person.'
export const LEADS_UPLOAD_OWNER_COLUMNS = 'Optional: owner is the employee id or email of a staff member here (you when left empty); followUpDate is YYYY-MM-DD.'

// ---- The bulk upload screens' own words (segment, offer, extend, leads) ----
export const BULK_STATUS_WORDS: Readonly<Record<'CHECKED' | 'APPLIED' | 'UNCHANGED' | 'NOTHING_CHANGED', string>> = {
  CHECKED: 'Checked, not applied',
  APPLIED: 'Applied',
  UNCHANGED: 'Already applied, nothing changed',
  NOTHING_CHANGED: UPLOAD_STATUS_NOTHING_CHANGED,
}
export const BULK_CHECKING_ROWS = 'Checking the rows…'
export const bulkApplyRows = (n: number): string => `Apply ${formatCount(n)} ${n === 1 ? 'row' : 'rows'}`
export const BULK_APPLY_AGAIN = 'Apply again (changes nothing)'
export const BULK_NO_UPLOADS = 'No uploads yet'
export const bulkFirstProblemsShown = (shown: number, all: number): string => `The first ${shown} of ${all} problems are shown.`
export const BULK_UPLOADED_ON = 'Uploaded On'
export const BULK_UPLOADED_BY = 'Uploaded By'
export const bulkRefused = (problems: number): string => `Refused: ${problems} ${problems === 1 ? 'problem' : 'problems'}`
export const BULK_VIEW_CHANGES = 'View changes'
export const BULK_HIDE_CHANGES = 'Hide changes'
export const BULK_NO_ROW_CHANGED = 'No row changed'
export const bulkChangesOf = (fileName: string): string => `Changes of ${fileName}`
export const bulkRowChange = (row: number, change: string): string => `Row ${row}: ${change}`
export const BULK_UPLOAD_A_FILE = 'Upload a file'
export const BULK_MEMBERSHIP_TYPE = 'Membership type'
export const BULK_CHOOSE_TYPE = 'Choose a type'
export const BULK_UPLOAD_HISTORY = 'Upload history'
export const bulkProblemsIn = (problems: number, fileName: string): string =>
  `${formatCount(problems)} ${problems === 1 ? 'problem' : 'problems'} in ${fileName}: nothing was changed. Fix the rows below and check the file again.`
export const bulkAlreadyApplied = (fileName: string, on: string, by: string): string => `${fileName} was already applied on ${on} by ${by}: applying it again changes nothing.`
export const bulkReady = (fileName: string, rows: number, changes: number, unchanged: number): string =>
  `${fileName} is ready: ${formatCount(rows)} ${rows === 1 ? 'row' : 'rows'} checked, ${formatCount(changes)} will change, ${formatCount(unchanged)} already as asked.`
