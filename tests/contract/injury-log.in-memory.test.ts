import { createInMemoryInjuryLog } from '../../adapters/in-memory/injury-log.in-memory'
import { injuryListContract, injuryLogContract } from './injury-log.contract'
import { demoWorld } from './profile-contract-support'

injuryLogContract('in-memory', async () => createInMemoryInjuryLog(demoWorld()))
injuryListContract('in-memory', async () => createInMemoryInjuryLog(demoWorld()))
