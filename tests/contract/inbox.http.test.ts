import { createHttpInbox } from '../../adapters/http/inbox.http'
import { httpClientAs } from '../support/sandbox-client'
import { inboxContract } from './inbox.contract'

inboxContract('HTTP against the sandbox (owner)', async () => createHttpInbox(await httpClientAs('owner')))
