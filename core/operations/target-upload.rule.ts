import * as E from 'fp-ts/Either'
import { TARGET_ALREADY_EXISTS, UPLOAD_MONTH_FORMAT, UPLOAD_VALUE_REQUIRED, targetFileRefused, targetOwnerUnknown } from '../shared/messages'
import type { RowError } from './bulk-upload'
import { readTable, type TableRule } from './csv-table.rule'
import { requiredText, wholeNumber } from './upload-cell.rule'
import type { TargetUploadStatus } from './target-upload'

/** A month as YYYY-MM (01 to 12). */
export const targetMonth = (cell: string): E.Either<string, string> => {
  const v = cell.trim()
  if (v === '') return E.left(UPLOAD_VALUE_REQUIRED)
  const m = /^(\d{4})-(\d{2})$/.exec(v)
  return m !== null && Number(m[2]) >= 1 && Number(m[2]) <= 12 ? E.right(v) : E.left(UPLOAD_MONTH_FORMAT)
}

/**
 * A target file (decision, the spec does not show its columns): ownerIdentifier (the owner the
 * target is for), month (YYYY-MM) and target (a whole number); one target per owner and month.
 */
export const TARGET_FILE_RULE: TableRule = {
  columns: [
    { name: 'ownerIdentifier', check: requiredText(64) },
    { name: 'month', check: targetMonth },
    { name: 'target', check: wholeNumber(0, 1_000_000_000) },
  ],
  keyOf: (c) => `${c[0] ?? ''}|${c[1] ?? ''}`,
}

/** The page's upload states (part 3 §3, §4): idle, then uploading, then uploaded or failed. */
export type TargetUploadState = 'idle' | 'uploading' | 'uploaded' | 'failed'
export type TargetUploadEvent = 'upload' | 'succeeded' | 'failed' | 'uploadAgain'

/** The transitions of part 3 §4; an event that does not apply leaves the state as it is. */
export const nextTargetUploadState = (s: TargetUploadState, e: TargetUploadEvent): TargetUploadState => {
  if (e === 'uploadAgain') return 'idle'
  if (s === 'idle' && e === 'upload') return 'uploading'
  if (s === 'failed' && e === 'upload') return 'uploading'
  if (s === 'uploading' && e === 'succeeded') return 'uploaded'
  if (s === 'uploading' && e === 'failed') return 'failed'
  return s
}

/** A history row whose validation has not finished (the history refreshes until it has). */
export const targetUploadPending = (s: TargetUploadStatus): boolean => s !== 'SUCCESS' && s !== 'FAILED'

/** What the server knows to validate a target file: who may own a target, and which targets exist. */
export type TargetFileContext = {
  /** The owner entity's name in words (Centre, Centre manager, Trainer). */
  readonly entityName: string
  readonly ownerKnown: (owner: string) => boolean
  readonly targetExists: (owner: string, month: string) => boolean
  readonly override: boolean
}

/** A target file's validation: every problem of every row, or the rows to save. */
export type TargetFileVerdict = { readonly problems: readonly RowError[]; readonly rows: readonly (readonly string[])[] }

/**
 * Validates a target file on the server: the file's rule (header, month, target, duplicates), then
 * every row's owner (an owner the centre does not have is refused) and, without Override, every
 * target that already exists. Every problem is listed, in the order of the rows.
 */
export const validateTargetFile = (raw: readonly (readonly string[])[], ctx: TargetFileContext): TargetFileVerdict => {
  const reading = readTable(TARGET_FILE_RULE, raw)
  const problems: RowError[] = [...reading.errors]
  for (const r of reading.rows) {
    const [owner = '', month = ''] = r.cells
    if (!ctx.ownerKnown(owner)) problems.push({ row: r.row, column: 'ownerIdentifier', reason: targetOwnerUnknown(ctx.entityName, owner) })
    else if (!ctx.override && ctx.targetExists(owner, month)) problems.push({ row: r.row, column: 'ownerIdentifier', reason: TARGET_ALREADY_EXISTS(owner, month) })
  }
  const sorted = problems.map((e, i) => ({ e, i })).sort((a, b) => a.e.row - b.e.row || a.i - b.i).map((x) => x.e)
  return { problems: sorted, rows: sorted.length === 0 ? reading.rows.map((r) => r.cells) : [] }
}

/** A failed file's reason in the history: its one problem, or how many there are (each is listed with the row). */
export const targetFileReason = (problems: readonly RowError[]): string | undefined => {
  const first = problems[0]
  if (first === undefined) return undefined
  return problems.length === 1 ? `Row ${first.row}, ${first.column}: ${first.reason}` : targetFileRefused(problems.length)
}

/** At most this many problems of a file are kept with it. */
export const TARGET_PROBLEMS_KEPT = 500
