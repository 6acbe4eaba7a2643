import { createHttpIssueDesk } from '../../adapters/http/issue-desk.http'
import { httpClientAs } from '../support/sandbox-client'
import { issueDeskContract } from './issue-desk.contract'

issueDeskContract('HTTP against the sandbox', async () => createHttpIssueDesk(await httpClientAs('owner')))
