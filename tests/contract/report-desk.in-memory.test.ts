import { createManualClock } from '../../adapters/clock/manual-clock'
import { createInMemoryReportDesk, demoReportLedger } from '../../adapters/in-memory/report-desk.in-memory'
import { reportDeskContract } from './report-desk.contract'

reportDeskContract('in-memory', async () => createInMemoryReportDesk(demoReportLedger(createManualClock(Date.now()))))
