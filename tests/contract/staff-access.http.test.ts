import { createHttpStaffAccess } from '../../adapters/http/staff-access.http'
import { httpClientAs } from '../support/sandbox-client'
import { staffAccessContract } from './staff-access.contract'

staffAccessContract('HTTP against the sandbox', async () => createHttpStaffAccess(await httpClientAs('owner')))
