import { createInMemoryCheckInRegistry } from '../../adapters/in-memory/check-in-registry.in-memory'
import { checkInRegistryContract } from './check-in-registry.contract'
import { demoWorld } from './profile-contract-support'

checkInRegistryContract('in-memory', async () => createInMemoryCheckInRegistry(demoWorld()))
