import { createInMemoryCustomerDirectory } from '../../adapters/in-memory/customer-directory.in-memory'
import { customerDirectoryContract } from './customer-directory.contract'
import { demoWorld } from './profile-contract-support'

customerDirectoryContract('in-memory', async () => createInMemoryCustomerDirectory(demoWorld()))
