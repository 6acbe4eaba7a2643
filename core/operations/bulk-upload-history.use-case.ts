import { pipe } from 'fp-ts/function'
import type { TaskEither } from 'fp-ts/TaskEither'
import { fetchAs } from '../shared/outcome'
import { type BulkUploadKind, type BulkUploadRecord } from './bulk-upload'
import type { BulkUploadDeps, BulkUploadFailed } from './bulk-upload-deps'

/** The upload history of a kind at a centre, newest first. */
export const bulkUploadHistory =
  (d: BulkUploadDeps) =>
  (r: { readonly kind: BulkUploadKind; readonly centreId: number }): TaskEither<BulkUploadFailed, readonly BulkUploadRecord[]> =>
    pipe(d.bulkUploads.history(r.kind, r.centreId), fetchAs('BulkUploadFailed', (reason) => reason))
