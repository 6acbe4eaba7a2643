import { GROUP_BUY_INELIGIBLE_PHONES, PAST_BUYER_PHONE } from '../../sandbox/seed/selling'
import { createInMemoryGroupBuyChecker } from '../../adapters/in-memory/group-buy-checker.in-memory'
import { groupBuyCheckerContract } from './group-buy-checker.contract'

groupBuyCheckerContract('in-memory', async () => createInMemoryGroupBuyChecker({ pastBuyerPhones: [PAST_BUYER_PHONE], ineligiblePhones: [...GROUP_BUY_INELIGIBLE_PHONES] }))
