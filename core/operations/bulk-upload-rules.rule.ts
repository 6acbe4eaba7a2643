import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import { isCsvFileName } from './csv-upload.rule'
import { LEAD_UPLOAD_RULE } from '../lead/lead-upload.rule'
import type { MembershipType } from '../selling/pack'
import { MEMBERSHIP_TYPES } from '../shared/constants'
import { validationFailed, type ValidationFailed } from '../shared/errors'
import { CSV_ONLY, CSV_ROWS_REQUIRED, MEMBERSHIP_TYPE_REQUIRED, UPLOAD_TOO_MANY_ROWS } from '../shared/messages'
import { BULK_UPLOAD_MAX_ROWS, type BulkUploadKind, bulkColumns } from './bulk-upload'
import { readTable, type TableReading, type TableRule } from './csv-table.rule'
import { digits, requiredText, wholeNumber } from './upload-cell.rule'
import { withinTextBound } from '../shared/field-check'

/** Segment Removal: each row removes a member (userId) from a segment (segmentId). */
export const SEGMENT_REMOVAL_RULE: TableRule = {
  columns: bulkColumns('segment', { userId: digits(), segmentId: wholeNumber(1, 999_999_999) }),
  keyOf: (c) => c.join('|'),
}

/** Offers Revert: each row reverts an offer (offerId) a member (userId) availed. */
export const OFFER_REVERT_RULE: TableRule = {
  columns: bulkColumns('offer', { userId: digits(), offerId: requiredText(64) }),
  keyOf: (c) => c.join('|'),
}

/** Manage Memberships (extend): each row extends a membership (membershipId) by a number of days (1 to 365). */
export const MEMBERSHIP_EXTEND_RULE: TableRule = {
  columns: bulkColumns('extend', { membershipId: digits(), days: wholeNumber(1, 365) }),
  keyOf: (c) => c[0] ?? '',
}

export const BULK_UPLOAD_RULES: Readonly<Record<BulkUploadKind, TableRule>> = {
  segment: SEGMENT_REMOVAL_RULE,
  offer: OFFER_REVERT_RULE,
  extend: MEMBERSHIP_EXTEND_RULE,
  leads: LEAD_UPLOAD_RULE,
}

/** Reads a parsed file against the kind's rule (the dry run's first half, in the browser or a script). */
export const readBulkUpload = (kind: BulkUploadKind, raw: readonly (readonly string[])[]): TableReading => readTable(BULK_UPLOAD_RULES[kind], raw)

export type BulkFileField = 'file' | 'type'
export type BulkFile = { readonly fileName: string; readonly type?: MembershipType }

/**
 * The file and its choices before any row is read: .csv only (part 3 §5), and for the membership
 * extend upload a type chosen from SELECT, ELITE, PRO.
 */
const validateBulkFileChecks = (kind: BulkUploadKind, fileName: string, type: unknown): Either<ValidationFailed<BulkFileField>, BulkFile> => {
  const errors: Partial<Record<BulkFileField, string>> = {}
  if (!isCsvFileName(fileName)) errors.file = CSV_ONLY
  const chosen = MEMBERSHIP_TYPES.find((t) => t === type)
  if (kind === 'extend' && chosen === undefined) errors.type = MEMBERSHIP_TYPE_REQUIRED
  if (Object.keys(errors).length > 0) return E.left(validationFailed(errors))
  return E.right(kind === 'extend' && chosen !== undefined ? { fileName: fileName.trim(), type: chosen } : { fileName: fileName.trim() })
}

/** validateBulkFileChecks, then the text bound: a text the server would refuse is refused under its field (TEXT_TOO_LONG) before any OTP or write. */
export const validateBulkFile = (...args: Parameters<typeof validateBulkFileChecks>): ReturnType<typeof validateBulkFileChecks> =>
  withinTextBound({ file: args[1], type: args[2] }, validateBulkFileChecks(...args))

/**
 * Why the server refuses to stage an upload, if it does: a file that is not .csv, an extend
 * upload without a membership type, no data row, or more rows than an upload may hold.
 */
export const bulkStagingRefusal = (kind: BulkUploadKind, fileName: string, type: string | undefined, rows: number): string | undefined => {
  if (!isCsvFileName(fileName)) return CSV_ONLY
  if (kind === 'extend' && !MEMBERSHIP_TYPES.some((t) => t === type)) return MEMBERSHIP_TYPE_REQUIRED
  if (rows < 1) return CSV_ROWS_REQUIRED
  if (rows > BULK_UPLOAD_MAX_ROWS) return UPLOAD_TOO_MANY_ROWS(BULK_UPLOAD_MAX_ROWS)
  return undefined
}
