import { createHttpReferralBook } from '../../adapters/http/referral-book.http'
import { httpClientAs } from '../support/sandbox-client'
import { referralBookContract } from './referral-book.contract'

referralBookContract('HTTP against the sandbox', async () => createHttpReferralBook(await httpClientAs('owner')))
