import { createInMemoryOrderHistory } from '../../adapters/in-memory/order-history.in-memory'
import { orderHistoryContract } from './order-history.contract'
import { demoWorld } from './profile-contract-support'

orderHistoryContract('in-memory', async () => createInMemoryOrderHistory(demoWorld()))
