import type { CorePorts } from '../ports'
import { downloadTaxInvoice } from './download-tax-invoice.use-case'

/** The money use cases (GST tax invoices), bound to their ports. */
export const moneyUseCases = (p: CorePorts) => ({
  downloadTaxInvoice: downloadTaxInvoice(p),
})
