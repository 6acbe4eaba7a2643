import { createInMemoryLeadBook } from '../../adapters/in-memory/lead-book.in-memory'
import { leadBookContract, leadDeskContract } from './lead-book.contract'
import { demoWorld } from './profile-contract-support'

leadBookContract('in-memory', async () => createInMemoryLeadBook(demoWorld()))
leadDeskContract('in-memory', async () => createInMemoryLeadBook(demoWorld()))
