import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { BulkUploadDesk } from '../../core/operations/bulk-upload-desk.port'
import type { UploadStamp } from '../../core/operations/bulk-upload'
import type { EpochMs } from '../../core/shared/brands'
import { BulkAppliedWire, BulkAuditWire, BulkBeginWire, BulkCheckWire, BulkHistoryWire, BulkRowsWire, bulkUploadPath } from './contract/uploads.codecs'
import type { HttpClient } from './http-client'
import { UPLOAD_PATHS } from './contract/upload-paths'

type WireStamp = { uploadId: string; uploadedBy: string; uploadedOn: number } | null | undefined
const stamp = (s: WireStamp): { alreadyApplied?: UploadStamp } => (s === null || s === undefined ? {} : { alreadyApplied: { ...s, uploadedOn: s.uploadedOn as EpochMs } })
const typeOf = (t: string | null | undefined): { type?: string } => (t === null || t === undefined ? {} : { type: t })

/** The bulk uploads over HTTP: v1/troubleshooting/{kind}/uploads and one upload's rows, check, apply and audit. */
export const createHttpBulkUploadDesk = (http: HttpClient): BulkUploadDesk => {
  const at = bulkUploadPath
  return {
    begin: (s) =>
      pipe(
        http.send({ path: at(UPLOAD_PATHS.bulkUploads, s.kind), data: { centerId: s.centreId, fileName: s.fileName, rows: s.rows, ...(s.type === undefined ? {} : { type: s.type }), ...(s.fileErrors === undefined ? {} : { fileErrors: s.fileErrors }) } }, BulkBeginWire),
        TE.map((w) => ({ uploadId: w.uploadId })),
      ),
    addRows: (kind, uploadId, rows) => http.send({ path: at(UPLOAD_PATHS.bulkUploadRows, kind, uploadId), data: { rows } }, BulkRowsWire),
    check: (kind, uploadId) =>
      pipe(
        http.send({ path: at(UPLOAD_PATHS.bulkUploadCheck, kind, uploadId), data: {} }, BulkCheckWire),
        TE.map(({ alreadyApplied, ...c }) => ({ ...c, ...stamp(alreadyApplied) })),
      ),
    apply: (kind, uploadId) =>
      pipe(
        http.send({ path: at(UPLOAD_PATHS.bulkUploadApply, kind, uploadId), data: {} }, BulkAppliedWire),
        TE.map(({ alreadyApplied, ...a }) => ({ ...a, ...stamp(alreadyApplied) })),
      ),
    history: (kind, centreId) =>
      pipe(
        http.send({ path: at(UPLOAD_PATHS.bulkUploads, kind), params: { centerId: centreId } }, BulkHistoryWire),
        TE.map((rows) => rows.map(({ type, uploadedOn, ...r }) => ({ ...r, ...typeOf(type), uploadedOn: uploadedOn as EpochMs }))),
      ),
    audit: (kind, uploadId) =>
      pipe(
        http.send({ path: at(UPLOAD_PATHS.bulkUploadAudit, kind, uploadId) }, BulkAuditWire),
        TE.map(({ type, uploadedOn, ...r }) => ({ ...r, ...typeOf(type), uploadedOn: uploadedOn as EpochMs })),
      ),
  }
}
