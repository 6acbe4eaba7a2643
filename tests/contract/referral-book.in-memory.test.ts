import { createInMemoryReferralBook } from '../../adapters/in-memory/referral-book.in-memory'
import { referralBookContract } from './referral-book.contract'
import { demoWorld } from './profile-contract-support'

referralBookContract('in-memory', async () => createInMemoryReferralBook(demoWorld()))
