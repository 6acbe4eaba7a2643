import * as t from 'io-ts'
import { IntFromString, optional, SafeInt as Int, boundedText as text } from './codec-helpers'

/*
 * Wire contract of the uploads: target upload
 * (v1/ownerEntities/*, part 3 §3, §7) and the bulk troubleshooting uploads.
 */

const oneOf = <A extends string>(values: readonly A[], name: string) =>
  new t.Type<A, string, unknown>(
    name,
    (u): u is A => typeof u === 'string' && (values as readonly string[]).includes(u),
    (u, c) => (typeof u === 'string' && (values as readonly string[]).includes(u) ? t.success(u as A) : t.failure(u, c)),
    (a) => a,
  )

/** The kinds of bulk upload (core/operations/bulk-upload.ts names the same list). */
const BULK_UPLOAD_KINDS = ['segment', 'offer', 'extend', 'leads'] as const
/** A history row's statuses (core/operations/target-upload.ts names the same list). */
const TARGET_UPLOAD_STATUSES = ['UPLOADED', 'VALIDATION_SCHEDULED', 'VALIDATING', 'SUCCESS', 'FAILED'] as const

// ---- Target upload ----

export const CentreQuery = t.type({ centerId: IntFromString })
export const TargetMetricsQuery = t.type({ centerId: IntFromString, ownerEntityIdentifier: text(64) })
export const TargetHistoryQuery = t.type({ centerId: IntFromString, ownerEntityIdentifier: optional(text(64)) })
export const TargetDownloadQuery = t.type({ centerId: IntFromString, fileName: text(200) })

export const NamedWire = t.type({ identifier: t.string, name: t.string })
export const NamedListWire = t.array(NamedWire)

export const TargetUploadUrlBody = t.type({ centerId: Int, ownerEntityIdentifier: text(64), targetMetricIdentifier: text(64) })
export const TargetUploadUrlWire = t.type({ uploadUrl: t.string, fileName: t.string, entity: t.string, targetMetricIdentifier: t.string })

export const TargetValidationBody = t.type({
  centerId: Int,
  fileName: text(200),
  entity: text(64),
  targetMetricIdentifier: text(64),
  override: t.boolean,
})
export const MessageWire = t.type({ message: t.string })

export const TargetUploadRowWire = t.type({
  targetMetric: t.string,
  ownerType: t.string,
  uploadedBy: t.string,
  uploadedOn: t.number,
  status: oneOf(TARGET_UPLOAD_STATUSES, 'TargetUploadStatus'),
  file: t.string,
  override: t.boolean,
  reason: optional(t.string),
  /** Every problem of a failed file (row, column, reason). */
  problems: optional(t.array(t.type({ row: t.number, column: t.string, reason: t.string }))),
})
export const TargetUploadHistoryWire = t.array(TargetUploadRowWire)
export const TargetDownloadWire = t.type({ fileName: t.string, downloadUrl: t.string })

/** The storage's multipart field (part 3 §7). */
export const TARGET_FILE_FIELD = 'targetFile'

// ---- Bulk uploads ----

export const BulkKindParams = t.type({ kind: oneOf(BULK_UPLOAD_KINDS, 'BulkUploadKind') })
export const BulkUploadParams = t.type({ kind: oneOf(BULK_UPLOAD_KINDS, 'BulkUploadKind'), uploadId: text(64) })

/** fileErrors: how many problems the file's own rule found in rows not staged (such an upload is checked, never applied). */
export const BulkBeginBody = t.type({ centerId: Int, fileName: text(200), rows: t.Int, type: optional(text(16)), fileErrors: optional(t.Int) })
export const BulkBeginWire = t.type({ uploadId: t.string })

export const BulkRowsBody = t.type({ rows: t.array(t.type({ row: t.Int, cells: t.array(text(200)) })) })
export const BulkRowsWire = t.type({ received: t.number })

export const RowErrorWire = t.type({ row: t.number, column: t.string, reason: t.string })
export const StampWire = t.type({ uploadId: t.string, uploadedBy: t.string, uploadedOn: t.number })

export const BulkCheckWire = t.type({
  uploadId: t.string,
  rows: t.number,
  changes: t.number,
  unchanged: t.number,
  errors: t.array(RowErrorWire),
  alreadyApplied: optional(StampWire),
})

export const BulkAppliedWire = t.type({
  uploadId: t.string,
  status: oneOf(['APPLIED', 'UNCHANGED', 'NOTHING_CHANGED'] as const, 'AppliedStatus'),
  changed: t.number,
  alreadyApplied: optional(StampWire),
})

export const BulkRecordWire = t.type({
  uploadId: t.string,
  kind: oneOf(BULK_UPLOAD_KINDS, 'BulkUploadKind'),
  fileName: t.string,
  type: optional(t.string),
  uploadedBy: t.string,
  uploadedOn: t.number,
  status: oneOf(['CHECKED', 'APPLIED', 'UNCHANGED', 'NOTHING_CHANGED'] as const, 'BulkUploadStatus'),
  rows: t.number,
  changed: t.number,
  errors: t.number,
})
export const BulkHistoryWire = t.array(BulkRecordWire)
export const BulkAuditWire = t.intersection([BulkRecordWire, t.type({ changes: t.array(t.type({ row: t.number, change: t.string })) })])

/** Path parameters of one upload's calls (the kind is part of each concrete path). */
export const UploadIdParams = t.type({ uploadId: text(64) })

/** A bulk-upload path of one kind: bulkUploadPath(UPLOAD_PATHS.bulkUploadCheck, 'extend', 'UPL-1'). */
export const bulkUploadPath = (template: string, kind: string, uploadId?: string): string =>
  template.replace(':kind', kind).replace(':uploadId', encodeURIComponent(uploadId ?? ':uploadId'))
