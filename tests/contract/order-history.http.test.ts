import { createHttpOrderHistory } from '../../adapters/http/order-history.http'
import { httpClientAs } from '../support/sandbox-client'
import { orderHistoryContract } from './order-history.contract'

orderHistoryContract('HTTP against the sandbox', async () => createHttpOrderHistory(await httpClientAs('owner')))
