import { createInMemoryGroupBuyChecker } from '../../adapters/in-memory/group-buy-checker.in-memory'
import { groupBuyCheckerContract } from './group-buy-checker.contract'

groupBuyCheckerContract('in-memory', async () => createInMemoryGroupBuyChecker({ pastBuyerPhones: ['9000000008'], ineligiblePhones: ['9000000009'] }))
