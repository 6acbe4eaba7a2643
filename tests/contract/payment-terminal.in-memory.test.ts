import { inMemoryPayments } from '../support/selling-contract'
import { paymentTerminalContract } from './payment-terminal.contract'

paymentTerminalContract('in-memory', inMemoryPayments)
