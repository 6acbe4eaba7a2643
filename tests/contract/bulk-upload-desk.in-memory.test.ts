import { createManualClock } from '../../adapters/clock/manual-clock'
import { createInMemoryBulkUploadDesk } from '../../adapters/in-memory/bulk-upload-desk.in-memory'
import { bulkUploadDeskContract } from './bulk-upload-desk.contract'

bulkUploadDeskContract('in-memory', async () => createInMemoryBulkUploadDesk(createManualClock(Date.now())))
