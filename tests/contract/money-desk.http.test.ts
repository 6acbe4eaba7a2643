import { createHttpMoneyDesk } from '../../adapters/http/money-desk.http'
import { httpClientAs } from '../support/sandbox-client'
import { moneyDeskContract } from './money-desk.contract'

moneyDeskContract('HTTP against the sandbox', async () => createHttpMoneyDesk(await httpClientAs('internal-cm')))
