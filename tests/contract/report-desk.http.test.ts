import { createHttpReportDesk } from '../../adapters/http/report-desk.http'
import { httpClientAs } from '../support/sandbox-client'
import { reportDeskContract } from './report-desk.contract'

reportDeskContract('HTTP against the sandbox', async () => createHttpReportDesk(await httpClientAs('owner')))
