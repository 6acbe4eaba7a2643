import { createHttpLeadBook } from '../../adapters/http/lead-book.http'
import { httpClientAs } from '../support/sandbox-client'
import { leadBookContract } from './lead-book.contract'

leadBookContract('HTTP against the sandbox', async () => createHttpLeadBook(await httpClientAs('owner')))
