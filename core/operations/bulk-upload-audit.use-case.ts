import { pipe } from 'fp-ts/function'
import type { TaskEither } from 'fp-ts/TaskEither'
import { fetchAs } from '../shared/outcome'
import { type BulkUploadAudit, type BulkUploadKind } from './bulk-upload'
import type { BulkUploadDeps, BulkUploadFailed } from './bulk-upload-deps'

/** One upload's audit trail: who, when, which rows changed and how. */
export const bulkUploadAudit =
  (d: BulkUploadDeps) =>
  (r: { readonly kind: BulkUploadKind; readonly uploadId: string }): TaskEither<BulkUploadFailed, BulkUploadAudit> =>
    pipe(d.bulkUploads.audit(r.kind, r.uploadId), fetchAs('BulkUploadFailed', (reason) => reason))
