import { httpPayments } from '../support/selling-contract'
import { orderDeskContract } from './order-desk.contract'

orderDeskContract('HTTP against the sandbox', httpPayments)
