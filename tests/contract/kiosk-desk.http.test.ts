import { createHttpKioskDesk } from '../../adapters/http/kiosk-desk.http'
import { httpClientAs } from '../support/sandbox-client'
import { kioskDeskContract } from './kiosk-desk.contract'

kioskDeskContract('HTTP against the sandbox', async () => createHttpKioskDesk(await httpClientAs('kiosk')))
