import { createHttpTaxInvoiceBook } from '../../adapters/http/tax-invoice-book.http'
import { httpClientAs } from '../support/sandbox-client'
import { taxInvoiceBookContract } from './tax-invoice-book.contract'

taxInvoiceBookContract('HTTP against the sandbox', async () => createHttpTaxInvoiceBook(await httpClientAs('owner')))
