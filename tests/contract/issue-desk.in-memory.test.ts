import { createManualClock } from '../../adapters/clock/manual-clock'
import { createInMemoryIssueDesk } from '../../adapters/in-memory/issue-desk.in-memory'
import { issueDeskContract } from './issue-desk.contract'

issueDeskContract('in-memory', async () => createInMemoryIssueDesk({ clock: createManualClock(Date.now()) }))
