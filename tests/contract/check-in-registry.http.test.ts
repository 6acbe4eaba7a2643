import { createHttpCheckInRegistry } from '../../adapters/http/check-in-registry.http'
import { httpClientAs } from '../support/sandbox-client'
import { checkInRegistryContract } from './check-in-registry.contract'

checkInRegistryContract('HTTP against the sandbox', async () => createHttpCheckInRegistry(await httpClientAs('owner')))
