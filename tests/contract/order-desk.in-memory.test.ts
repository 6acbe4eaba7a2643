import { inMemoryPayments } from '../support/selling-contract'
import { orderDeskContract } from './order-desk.contract'

orderDeskContract('in-memory', inMemoryPayments)
