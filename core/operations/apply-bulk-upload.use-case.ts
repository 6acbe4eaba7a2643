import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { EXTEND_FAILED, EXTEND_REQUEST_ADDED, LEADS_UPLOADED, MEMBERSHIP_EXTENDED, OFFERS_REVERTED, SEGMENT_REMOVED, UPLOAD_ALREADY_APPLIED, UPLOAD_NOTHING_CHANGED } from '../shared/messages'
import { type Done, actionFailed, done, reasonOf } from '../shared/outcome'
import { type BulkApplied, type BulkUploadKind } from './bulk-upload'
import type { BulkUploadDeps, BulkUploadFailed } from './bulk-upload-deps'

const APPLIED_MESSAGE: Readonly<Record<BulkUploadKind, string>> = {
  segment: SEGMENT_REMOVED,
  offer: OFFERS_REVERTED,
  extend: EXTEND_REQUEST_ADDED,
  leads: LEADS_UPLOADED,
}

export type ApplyBulkUploadRequest = { readonly kind: BulkUploadKind; readonly uploadId: string }

/**
 * Applies a checked upload: every row or none (the server refuses an upload with errors). The
 * same file applied again changes nothing and says so; a file whose every row is already as it
 * asks says that nothing changed. An extend upload says 'Membership extend
 * request added successfully', or 'Something went wrong. Please try again.' when it fails.
 */
export const applyBulkUpload =
  (d: BulkUploadDeps) =>
  (r: ApplyBulkUploadRequest): TaskEither<BulkUploadFailed, Done<BulkApplied & { readonly heading?: string }>> =>
    pipe(
      d.bulkUploads.apply(r.kind, r.uploadId),
      TE.mapLeft((e) => actionFailed('BulkUploadFailed', r.kind === 'extend' ? EXTEND_FAILED : reasonOf(e), e)),
      TE.map((a) =>
        done(
          a.status === 'UNCHANGED' ? UPLOAD_ALREADY_APPLIED : a.status === 'NOTHING_CHANGED' ? UPLOAD_NOTHING_CHANGED : APPLIED_MESSAGE[r.kind],
          r.kind === 'extend' && a.status === 'APPLIED' ? { ...a, heading: MEMBERSHIP_EXTENDED } : a,
        ),
      ),
    )
