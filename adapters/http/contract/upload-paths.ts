/**
 * Paths of the upload calls (target upload and the troubleshooting uploads and
 * the leads upload). Kept out of PATHS, which the first screen loads, so they travel with the
 * upload screens' gateways.
 */
export const UPLOAD_PATHS = {
  ownerEntities: 'v1/ownerEntities/all',
  targetMetrics: 'v1/ownerEntities/targetMetrics',
  targetUploadUrl: 'v1/ownerEntities/expectedTarget/uploadUrl',
  targetValidationSchedule: 'v1/ownerEntities/expectedTarget/validate/schedule',
  targetUploadHistory: 'v1/ownerEntities/expectedTarget/uploadHistory',
  targetDownloadUrl: 'v1/ownerEntities/expectedTarget/downloadUrl',
  /** Bulk uploads: `:kind` is segment, offer, extend or leads (one permission each). */
  bulkUploads: 'v1/troubleshooting/:kind/uploads',
  bulkUploadRows: 'v1/troubleshooting/:kind/uploads/:uploadId/rows',
  bulkUploadCheck: 'v1/troubleshooting/:kind/uploads/:uploadId/check',
  bulkUploadApply: 'v1/troubleshooting/:kind/uploads/:uploadId/apply',
  bulkUploadAudit: 'v1/troubleshooting/:kind/uploads/:uploadId',
} as const
