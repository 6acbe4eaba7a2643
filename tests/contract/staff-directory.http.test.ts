import { createHttpStaffDirectory } from '../../adapters/http/staff-directory.http'
import { httpClientAs } from '../support/sandbox-client'
import { staffDirectoryContract } from './staff-directory.contract'

staffDirectoryContract('HTTP against the sandbox', async () => createHttpStaffDirectory(await httpClientAs('owner')))
