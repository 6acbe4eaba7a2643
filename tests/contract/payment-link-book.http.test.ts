import { createHttpPaymentLinkBook } from '../../adapters/http/payment-link-book.http'
import { httpClientAs } from '../support/sandbox-client'
import { paymentLinkBookContract } from './payment-link-book.contract'

paymentLinkBookContract('HTTP against the sandbox', async () => createHttpPaymentLinkBook(await httpClientAs('owner')))
