import * as t from 'io-ts'
import { CsvOf, optional } from './codec-helpers'

export const OrderStatusWire = t.keyof({ Successful: null, Pending: null, Failed: null })
export type OrderStatusWire = t.TypeOf<typeof OrderStatusWire>

/** An order row of the customer's history; amount in paise. orderId is also the invoice number. */
export const OrderRowWire = t.type({
  orderId: t.string,
  packName: t.string,
  amount: t.number,
  orderCreated: t.number,
  paymentSource: t.string,
  orderStatus: OrderStatusWire,
  fulfillmentRemark: optional(t.string),
})
export type OrderRowWire = t.TypeOf<typeof OrderRowWire>

/** All orders of a user since 3 months ago (90 days), optionally filtered by status; newest first. */
export const OrdersQuery = t.intersection([
  t.type({ userId: t.string }),
  t.partial({ statuses: CsvOf(OrderStatusWire, 'OrderStatuses') }),
])
export const OrdersWire = t.type({ orders: t.array(OrderRowWire), since: t.number })
export type OrdersWire = t.TypeOf<typeof OrdersWire>

export const OrderDetailsWire = t.type({
  orderId: t.string,
  createdDate: t.number,
  productSnapshots: t.array(t.type({ title: t.string })),
  totalAmountPayable: t.number,
  wasFulfilmentGenerated: t.boolean,
  currentPaymentStatus: t.string,
  refundData: t.array(t.type({ arn: t.string })),
})
export type OrderDetailsWire = t.TypeOf<typeof OrderDetailsWire>

export const InvoiceVerticalWire = t.keyof({ PAYMENT_INVOICE: null, REFUND_INVOICE: null })
export const InvoiceBody = t.type({ invoiceNo: t.string, vertical: InvoiceVerticalWire })
export type InvoiceBody = t.TypeOf<typeof InvoiceBody>
/** Links to the invoice files (the portal zips them for download). */
export const InvoiceWire = t.type({
  invoiceNo: t.string,
  vertical: InvoiceVerticalWire,
  files: t.array(t.type({ fileName: t.string, url: t.string })),
})
export type InvoiceWire = t.TypeOf<typeof InvoiceWire>
export const InvoiceFileQuery = t.type({ invoiceNo: t.string, vertical: InvoiceVerticalWire })
