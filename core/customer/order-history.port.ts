import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { Invoice, InvoiceVertical, OrderDetails, OrderRow, OrderStatus } from './order'

/** A customer's orders of the last 3 months (90 days), newest first, and their invoices. */
export interface OrderHistory {
  orders(userId: string, statuses?: readonly OrderStatus[]): TaskEither<GatewayError, readonly OrderRow[]>
  details(orderId: string): TaskEither<GatewayError, OrderDetails>
  /** NotFound when the invoice does not exist (yet). */
  invoice(invoiceNo: string, vertical: InvoiceVertical): TaskEither<GatewayError, Invoice>
}
