import { createHttpCheckInAlertDesk } from '../../adapters/http/check-in-alert-desk.http'
import { httpClientAs } from '../support/sandbox-client'
import { checkInAlertDeskContract } from './check-in-alert-desk.contract'

checkInAlertDeskContract('HTTP against the sandbox', async () => createHttpCheckInAlertDesk(await httpClientAs('owner')))
