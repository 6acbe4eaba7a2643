import { createHttpCustomerDirectory } from '../../adapters/http/customer-directory.http'
import { httpClientAs } from '../support/sandbox-client'
import { customerDirectoryContract } from './customer-directory.contract'

customerDirectoryContract('HTTP against the sandbox', async () => createHttpCustomerDirectory(await httpClientAs('owner')))
