import * as E from 'fp-ts/Either'
import { UPLOAD_MONTH_FORMAT, UPLOAD_VALUE_REQUIRED } from '../shared/messages'
import type { TableRule } from './csv-table.rule'
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
