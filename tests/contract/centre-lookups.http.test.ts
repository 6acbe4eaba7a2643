import { createHttpCentreLookups } from '../../adapters/http/centre-lookups.http'
import { httpClientAs } from '../support/sandbox-client'
import { centreLookupsContract } from './centre-lookups.contract'

centreLookupsContract('HTTP against the sandbox', async () => createHttpCentreLookups(await httpClientAs('owner')))
