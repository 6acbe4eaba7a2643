import { createHttpBulkUploadDesk } from '../../adapters/http/bulk-upload-desk.http'
import { httpClientAs } from '../support/sandbox-client'
import { bulkUploadDeskContract } from './bulk-upload-desk.contract'

bulkUploadDeskContract('HTTP against the sandbox', async () => createHttpBulkUploadDesk(await httpClientAs('owner')))
