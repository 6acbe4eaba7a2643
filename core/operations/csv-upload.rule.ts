import type { MembershipType } from '../selling/pack'
import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import { MEMBERSHIP_TYPES } from '../shared/constants'
import { validationFailed, type ValidationFailed } from '../shared/errors'
import { CSV_HEADER_REQUIRED, CSV_ONLY, CSV_ROWS_REQUIRED, MEMBERSHIP_TYPE_REQUIRED } from '../shared/messages'
import { collect, fail, fieldOf, ok, oneOf, required, type Check, withinTextBound } from '../shared/field-check'


/** Uploads accept .csv only (decision: the extension's case is ignored). */
export const isCsvFileName = (name: unknown): boolean =>
  typeof name === 'string' && name.trim().length > 4 && name.trim().toLowerCase().endsWith('.csv')

/** A file picker's outcome for a CSV upload. */
const validateCsvFileChecks = (fileName: unknown): Either<ValidationFailed<'file'>, string> =>
  isCsvFileName(fileName) ? E.right(String(fileName).trim()) : E.left(validationFailed<'file'>({ file: CSV_ONLY }))

/** A row whose every cell is blank (a blank line), which the upload skips. */
const isBlankRow = (row: readonly unknown[]): boolean => row.every((c) => typeof c !== 'string' || c.trim() === '')

const rowsOf = (v: unknown): readonly (readonly string[])[] | undefined =>
  Array.isArray(v) && v.every((r) => Array.isArray(r) && r.every((c) => typeof c === 'string')) ? (v as string[][]) : undefined

export type MembershipExtendField = 'file' | 'rows' | 'type'
export type MembershipExtendUpload = {
  readonly header: readonly string[]
  /** Data rows, blank lines skipped. */
  readonly rows: readonly (readonly string[])[]
  readonly type: MembershipType
}

/**
 * Membership extend upload (part 3 §5): a .csv file whose already-parsed rows have a header row
 * (blank lines skipped) and at least one data row, and a chosen type (SELECT, ELITE, PRO).
 */
const validateMembershipExtendUploadChecks = (
  draft: unknown,
): Either<ValidationFailed<MembershipExtendField>, MembershipExtendUpload> => {
  const fileName = fieldOf(draft, 'fileName')
  const rows = (rowsOf(fieldOf(draft, 'rows')) ?? []).filter((r) => !isBlankRow(r))
  const [header, ...data] = rows
  const rowsCheck: Check<{ header: readonly string[]; data: readonly (readonly string[])[] }> =
    header === undefined ? fail(CSV_HEADER_REQUIRED) : data.length === 0 ? fail(CSV_ROWS_REQUIRED) : ok({ header, data })
  return pipe(
    collect({
      file: isCsvFileName(fileName) ? ok(String(fileName).trim()) : fail<string>(CSV_ONLY),
      rows: rowsCheck,
      type: required(oneOf(MEMBERSHIP_TYPES, fieldOf(draft, 'type')), MEMBERSHIP_TYPE_REQUIRED),
    }),
    E.map((v) => ({ header: v.rows.header, rows: v.rows.data, type: v.type })),
  )
}

/** validateCsvFileChecks, then the text bound: a text the server would refuse is refused under its field (TEXT_TOO_LONG) before any OTP or write. */
export const validateCsvFile = (...args: Parameters<typeof validateCsvFileChecks>): ReturnType<typeof validateCsvFileChecks> =>
  withinTextBound({ file: args[0] }, validateCsvFileChecks(...args))

/** validateMembershipExtendUploadChecks, then the text bound: a text the server would refuse is refused under its field (TEXT_TOO_LONG) before any OTP or write. */
export const validateMembershipExtendUpload = (...args: Parameters<typeof validateMembershipExtendUploadChecks>): ReturnType<typeof validateMembershipExtendUploadChecks> =>
  withinTextBound({ ...(typeof args[0] === 'object' && args[0] !== null ? args[0] : {}), file: (args[0] as { fileName?: unknown } | null)?.fileName }, validateMembershipExtendUploadChecks(...args))
