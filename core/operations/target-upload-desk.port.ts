import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { ChosenFile, OwnerEntity, TargetDownload, TargetMetric, TargetUploadRow, TargetUploadUrl } from './target-upload'

export type TargetScope = { readonly centreId: number; readonly entity: string; readonly targetMetricIdentifier: string }

/** Monthly targets per owner entity and metric (part 3 §7 "Target upload"). */
export interface TargetUploadDesk {
  ownerEntities(centreId: number): TaskEither<GatewayError, readonly OwnerEntity[]>
  targetMetrics(centreId: number, entity: string): TaskEither<GatewayError, readonly TargetMetric[]>
  uploadUrl(s: TargetScope): TaskEither<GatewayError, TargetUploadUrl>
  /** PUT of a multipart form, field targetFile, text/csv, to the upload URL. */
  putFile(uploadUrl: string, file: ChosenFile): TaskEither<GatewayError, void>
  scheduleValidation(s: TargetScope & { readonly fileName: string; readonly override: boolean }): TaskEither<GatewayError, void>
  history(centreId: number, entity?: string): TaskEither<GatewayError, readonly TargetUploadRow[]>
  downloadUrl(centreId: number, fileName: string): TaskEither<GatewayError, TargetDownload>
}
