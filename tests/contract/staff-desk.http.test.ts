import { createHttpStaffDesk } from '../../adapters/http/staff-desk.http'
import { httpClientAs } from '../support/sandbox-client'
import { staffDeskContract } from './staff-desk.contract'

staffDeskContract('HTTP against the sandbox', async () => ({
  desk: createHttpStaffDesk(await httpClientAs('owner')),
  gym: 1001,
  employee: createHttpStaffDesk(await httpClientAs('centre-manager')),
}))
