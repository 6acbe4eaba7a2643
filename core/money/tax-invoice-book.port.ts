import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { TaxInvoice } from './tax-invoice.rule'

/** The tax invoices the server issued to paid orders. */
export interface TaxInvoiceBook {
  /** A paid order's invoice; NotFound when the order or its invoice does not exist, Rejected when the order is not paid. */
  invoice(orderId: string): TaskEither<GatewayError, TaxInvoice>
}
