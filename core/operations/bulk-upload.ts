import type { Either } from 'fp-ts/Either'
import type { EpochMs } from '../shared/brands'

/** The bulk uploads of the troubleshooting screens (part 3 §2, §5; issues 13 and 14). */
export const BULK_UPLOAD_KINDS = ['segment', 'offer', 'extend', 'leads'] as const
export type BulkUploadKind = (typeof BULK_UPLOAD_KINDS)[number]

/** A file holds at most this many data rows (decision: 10,000, the size the bench measures). */
export const BULK_UPLOAD_MAX_ROWS = 10_000

/** Rows travel to the server in chunks of at most this many (the sandbox's list bound is 500). */
export const BULK_UPLOAD_CHUNK_ROWS = 400

/** One problem of one row: the file's row number (the header is row 1), the column, the reason. */
export type RowError = { readonly row: number; readonly column: string; readonly reason: string }

/** A row that passed the kind's rule: its row number and its cells in the kind's column order. */
export type BulkRow = { readonly row: number; readonly cells: readonly string[] }

/** Who applied an upload and when (the audit trail). */
export type UploadStamp = { readonly uploadId: string; readonly uploadedBy: string; readonly uploadedOn: EpochMs }

/** The server's dry run of a staged upload: nothing has changed yet. */
export type BulkCheck = {
  readonly uploadId: string
  readonly rows: number
  /** Rows that would change something. */
  readonly changes: number
  /** Rows already in the state they ask for (applying them changes nothing). */
  readonly unchanged: number
  readonly errors: readonly RowError[]
  /** The same file (same kind, centre, type and rows) was applied before: applying it changes nothing. */
  readonly alreadyApplied?: UploadStamp
}

/** UNCHANGED: the same file was applied before; NOTHING_CHANGED: applied, but every row was already as it asks. */
export type BulkUploadStatus = 'CHECKED' | 'APPLIED' | 'UNCHANGED' | 'NOTHING_CHANGED'

/** One upload in the history, with its audit summary. */
export type BulkUploadRecord = {
  readonly uploadId: string
  readonly kind: BulkUploadKind
  readonly fileName: string
  readonly type?: string
  readonly uploadedBy: string
  readonly uploadedOn: EpochMs
  readonly status: BulkUploadStatus
  readonly rows: number
  readonly changed: number
  readonly errors: number
}

/** What one applied row changed, in words. */
export type RowChange = { readonly row: number; readonly change: string }

export type BulkUploadAudit = BulkUploadRecord & { readonly changes: readonly RowChange[] }

/** The answer to applying an upload: every row or none (an upload with errors is refused). */
export type BulkApplied = { readonly uploadId: string; readonly status: 'APPLIED' | 'UNCHANGED' | 'NOTHING_CHANGED'; readonly changed: number; readonly alreadyApplied?: UploadStamp }

/** The columns each kind's file needs, in order (the one list of their names: the rules in bulk-upload-rules.rule.ts check these columns; the screens show them). */
const COLUMNS = {
  segment: ['userId', 'segmentId'],
  offer: ['userId', 'offerId'],
  extend: ['membershipId', 'days'],
  leads: ['name', 'phone', 'source', 'quality'],
} as const satisfies Readonly<Record<BulkUploadKind, readonly string[]>>
export const BULK_UPLOAD_COLUMNS: Readonly<Record<BulkUploadKind, readonly string[]>> = COLUMNS

/**
 * The columns a kind's file may leave out (the leads upload: the lead's owner, an employee id
 * or email of a staff member at the centre, the uploader when left out or empty; and the first
 * follow-up date, YYYY-MM-DD).
 */
const OPTIONAL_COLUMNS = {
  segment: [],
  offer: [],
  extend: [],
  leads: ['owner', 'followUpDate'],
} as const satisfies Readonly<Record<BulkUploadKind, readonly string[]>>
export const BULK_UPLOAD_OPTIONAL_COLUMNS: Readonly<Record<BulkUploadKind, readonly string[]>> = OPTIONAL_COLUMNS

/**
 * One column of an upload: its header name and the check of one cell (the normalised value, or the
 * reason). An optional column may be left out of the file: its cells are then read as empty.
 */
export type ColumnRule = { readonly name: string; readonly check: (cell: string) => Either<string, string>; readonly optional?: boolean }

/** The name of a column of a kind's file (needed or optional). */
export type BulkColumnName<K extends BulkUploadKind> = (typeof COLUMNS)[K][number] | (typeof OPTIONAL_COLUMNS)[K][number]

/**
 * A kind's columns with their checks, in the file's order: the needed ones, then the optional
 * ones, named by the lists above (so a rule cannot name a column the screens do not show).
 */
export const bulkColumns = <K extends BulkUploadKind>(kind: K, checks: Readonly<Record<BulkColumnName<K>, (cell: string) => Either<string, string>>>): readonly ColumnRule[] => [
  ...(COLUMNS[kind] as readonly BulkColumnName<K>[]).map((name) => ({ name, check: checks[name] })),
  ...(OPTIONAL_COLUMNS[kind] as readonly BulkColumnName<K>[]).map((name) => ({ name, check: checks[name], optional: true })),
]
