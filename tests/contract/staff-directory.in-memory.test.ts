import { createInMemoryStaffDirectory } from '../../adapters/in-memory/staff-directory.in-memory'
import { demoWorld } from './profile-contract-support'
import { staffDirectoryContract } from './staff-directory.contract'

staffDirectoryContract('in-memory', async () => createInMemoryStaffDirectory(demoWorld()))
