import type { EpochMs } from '../shared/brands'
import type { RowError } from './bulk-upload'

/** An owner entity targets are set for (a centre, a centre manager, a trainer...). */
export type OwnerEntity = { readonly identifier: string; readonly name: string }
/** A target metric of an owner entity (new memberships, revenue...). */
export type TargetMetric = { readonly identifier: string; readonly name: string }

/** Upload URL response (part 3 §3): where to PUT the file, and the name it is kept under. */
export type TargetUploadUrl = { readonly uploadUrl: string; readonly fileName: string; readonly entity: string; readonly targetMetricIdentifier: string }

/** Where a target file's validation is (the sandbox moves a history row through them). */
export const TARGET_UPLOAD_STATUSES = ['UPLOADED', 'VALIDATION_SCHEDULED', 'VALIDATING', 'SUCCESS', 'FAILED'] as const
export type TargetUploadStatus = (typeof TARGET_UPLOAD_STATUSES)[number]

/** Upload history row (part 3 §3): targetMetric, ownerType, uploadedBy, uploadedOn, status, file. */
export type TargetUploadRow = {
  readonly targetMetric: string
  readonly ownerType: string
  readonly uploadedBy: string
  readonly uploadedOn: EpochMs
  readonly status: TargetUploadStatus
  /** The file's name (its download link is fetched on demand). */
  readonly file: string
  readonly override: boolean
  /** Why validation failed (its one problem, or how many there are), when it did. */
  readonly reason?: string
  /** Every problem of a failed file, by row, column and reason. */
  readonly problems?: readonly RowError[]
}

/** Download response (part 3 §3). */
export type TargetDownload = { readonly fileName: string; readonly downloadUrl: string }

/** A file chosen by the staff member: its name and text. */
export type ChosenFile = { readonly name: string; readonly text: string }

/** A target file is at most 1 MiB (decision). */
export const TARGET_FILE_MAX_BYTES = 1024 * 1024
