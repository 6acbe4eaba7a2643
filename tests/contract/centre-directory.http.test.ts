import { createHttpCentreDirectory } from '../../adapters/http/centre-directory.http'
import { httpClientAs } from '../support/sandbox-client'
import { centreDirectoryContract } from './centre-directory.contract'

centreDirectoryContract('HTTP against the sandbox', async () => createHttpCentreDirectory(await httpClientAs('owner')))
