import { createInMemoryCheckInAlertDesk } from '../../adapters/in-memory/check-in-alert-desk.in-memory'
import { checkInAlertDeskContract } from './check-in-alert-desk.contract'
import { demoWorld } from './profile-contract-support'

checkInAlertDeskContract('in-memory', async () => createInMemoryCheckInAlertDesk(demoWorld()))
