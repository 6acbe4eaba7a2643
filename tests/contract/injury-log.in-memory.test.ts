import { createInMemoryInjuryLog } from '../../adapters/in-memory/injury-log.in-memory'
import { injuryLogContract } from './injury-log.contract'
import { demoWorld } from './profile-contract-support'

injuryLogContract('in-memory', async () => createInMemoryInjuryLog(demoWorld()))
