import { createInMemoryLeadBook } from '../../adapters/in-memory/lead-book.in-memory'
import { leadBookContract } from './lead-book.contract'
import { demoWorld } from './profile-contract-support'

leadBookContract('in-memory', async () => createInMemoryLeadBook(demoWorld()))
