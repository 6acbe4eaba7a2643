import { createHttpGroupBuyChecker } from '../../adapters/http/group-buy-checker.http'
import { httpClientAs } from '../support/sandbox-client'
import { groupBuyCheckerContract } from './group-buy-checker.contract'

groupBuyCheckerContract('HTTP against the sandbox', async () => createHttpGroupBuyChecker(await httpClientAs('owner')))
