import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { CreditNote } from './credit-note.rule'
import type { TaxInvoice } from './tax-invoice.rule'

/** The tax invoices the server issued to paid orders, and the credit notes their refunds got. */
export interface TaxInvoiceBook {
  /** A paid order's invoice; NotFound when the order or its invoice does not exist, Rejected when the order is not paid. */
  invoice(orderId: string): TaskEither<GatewayError, TaxInvoice>
  /** The credit notes the order's successful refunds got, in the order issued (none when nothing was refunded); NotFound for an unknown order. */
  creditNotes(orderId: string): TaskEither<GatewayError, readonly CreditNote[]>
}
