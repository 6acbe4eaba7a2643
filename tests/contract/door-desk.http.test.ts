import { createHttpDoorDesk } from '../../adapters/http/door-desk.http'
import { httpClientAs } from '../support/sandbox-client'
import { doorDeskContract } from './door-desk.contract'

doorDeskContract('HTTP against the sandbox', async () => createHttpDoorDesk(await httpClientAs('owner')))
