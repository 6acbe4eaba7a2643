import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { BulkApplied, BulkCheck, BulkRow, BulkUploadAudit, BulkUploadKind, BulkUploadRecord } from './bulk-upload'

export type BulkUploadStart = {
  readonly kind: BulkUploadKind
  readonly centreId: number
  readonly fileName: string
  /** The membership type of an extend upload. */
  readonly type?: string
  /** How many rows will be staged. */
  readonly rows: number
  /** How many problems the file's own rule found in rows that are not staged (the upload can then be checked, never applied). */
  readonly fileErrors?: number
}

/**
 * The bulk uploads of the troubleshooting screens: an upload is staged (its rows sent in chunks),
 * checked (the server's dry run: nothing changes), then applied whole or not at all.
 */
export interface BulkUploadDesk {
  begin(s: BulkUploadStart): TaskEither<GatewayError, { readonly uploadId: string }>
  addRows(kind: BulkUploadKind, uploadId: string, rows: readonly BulkRow[]): TaskEither<GatewayError, { readonly received: number }>
  check(kind: BulkUploadKind, uploadId: string): TaskEither<GatewayError, BulkCheck>
  apply(kind: BulkUploadKind, uploadId: string): TaskEither<GatewayError, BulkApplied>
  history(kind: BulkUploadKind, centreId: number): TaskEither<GatewayError, readonly BulkUploadRecord[]>
  audit(kind: BulkUploadKind, uploadId: string): TaskEither<GatewayError, BulkUploadAudit>
}
