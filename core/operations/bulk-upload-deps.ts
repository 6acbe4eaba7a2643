import { type ActionFailed } from '../shared/outcome'
import type { BulkUploadDesk } from './bulk-upload-desk.port'

export type BulkUploadDeps = { readonly bulkUploads: BulkUploadDesk }

export type BulkUploadFailed = ActionFailed<'BulkUploadFailed'>
