import type { EpochMs, Paise } from '../shared/brands'

export type OrderStatus = 'Successful' | 'Pending' | 'Failed'

/** An order row of the customer's history; orderId is also the invoice number. */
export type OrderRow = {
  readonly orderId: string
  readonly packName: string
  readonly amount: Paise
  readonly orderCreated: EpochMs
  readonly paymentSource: string
  readonly orderStatus: OrderStatus
  readonly fulfillmentRemark?: string
}

/** An order record (part 1 §3). */
export type OrderDetails = {
  readonly orderId: string
  readonly createdDate: EpochMs
  readonly productTitles: readonly string[]
  readonly totalAmountPayable: Paise
  readonly wasFulfilmentGenerated: boolean
  readonly currentPaymentStatus: string
  readonly refundArns: readonly string[]
}

export type InvoiceVertical = 'PAYMENT_INVOICE' | 'REFUND_INVOICE'

/** Links to the files of an invoice (the portal zips them for download). */
export type Invoice = {
  readonly invoiceNo: string
  readonly vertical: InvoiceVertical
  readonly files: readonly { readonly fileName: string; readonly url: string }[]
}
