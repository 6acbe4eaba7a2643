import { httpPayments } from '../support/selling-contract'
import { paymentTerminalContract } from './payment-terminal.contract'

paymentTerminalContract('HTTP against the sandbox', httpPayments)
