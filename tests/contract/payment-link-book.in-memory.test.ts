import { createInMemoryPaymentLinkBook } from '../../adapters/in-memory/payment-link-book.in-memory'
import { createSystemClockLike } from '../support/selling-contract-clock'
import { paymentLinkBookContract } from './payment-link-book.contract'

paymentLinkBookContract('in-memory', async () => createInMemoryPaymentLinkBook(createSystemClockLike()))
