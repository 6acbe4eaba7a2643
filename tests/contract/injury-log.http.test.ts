import { createHttpInjuryLog } from '../../adapters/http/injury-log.http'
import { httpClientAs } from '../support/sandbox-client'
import { injuryListContract, injuryLogContract } from './injury-log.contract'

injuryLogContract('HTTP against the sandbox', async () => createHttpInjuryLog(await httpClientAs('owner')))
injuryListContract('HTTP against the sandbox', async () => createHttpInjuryLog(await httpClientAs('owner')))
