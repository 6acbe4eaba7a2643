import { createHttpLeadBook } from '../../adapters/http/lead-book.http'
import { httpClientAs } from '../support/sandbox-client'
import { leadBookContract, leadDeskContract } from './lead-book.contract'

leadBookContract('HTTP against the sandbox', async () => createHttpLeadBook(await httpClientAs('owner')))
leadDeskContract('HTTP against the sandbox', async () => createHttpLeadBook(await httpClientAs('owner')))
