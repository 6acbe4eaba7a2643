import type { EpochMs } from '../shared/brands'

/**
 * Domain types of the purchase and payment flows (part 2 §3, §4, §7).
 */

/** Values of the payment-confirmation and fulfilment-status `result` (part 2 §4). */
export type ConfirmationResult = 'success' | 'pending' | 'under_review' | 'failed'
export const CONFIRMATION_RESULTS: readonly ConfirmationResult[] = ['success', 'pending', 'under_review', 'failed']

/** The fulfilment stage at which a pending fulfilment means 'Membership Creation Pending'. */
export const PAYMENT_VERIFICATION_STAGE = 'PAYMENT_VERIFICATION'

/** The server's own title and subtitle for a failed payment (its failureMessage). Either may be absent. */
export type ServerFailure = { readonly title?: string; readonly subtitle?: string }

/**
 * An order the server created for a sale. For card-machine (digital) sales it carries the gateway
 * order: `usePaymentCompleteV2` chooses how the payment is confirmed (payment complete, else the
 * older check-payment-success polling).
 */
export type PurchaseOrder = {
  readonly orderId: string
  readonly usePaymentCompleteV2: boolean
  readonly gatewayOrderId?: string
  readonly gatewayId?: string
  readonly cfPaymentId?: string
}

/** How the customer pays for this sale. */
export type PurchasePayment =
  | { readonly method: 'digital' }
  | {
      readonly method: 'cash'
      /** OTP verification precedes order creation (company-owned or marketplace centres). */
      readonly otpRequired: boolean
      /** Amount sent with the fulfilment, in minor units; absent when the spec sends none. */
      readonly fulfilmentAmount?: number
    }

/**
 * One purchase attempt: the sale key identifies the sale (pack, customer, options) so that no
 * path creates a second order for it.
 */
export type PurchaseSale = { readonly saleKey: string; readonly payment: PurchasePayment }

/** Status of a locally stored order: CREATED keeps it; any other status removes it (part 2 §4). */
export type StoredOrderStatus = 'CREATED' | 'COMPLETED' | (string & {})

/** An order kept in the browser so that an unfinished payment survives a page reload. */
export type StoredOrder = {
  readonly order: PurchaseOrder
  readonly sale: PurchaseSale
  readonly status: StoredOrderStatus
  readonly createdAt: EpochMs
}
